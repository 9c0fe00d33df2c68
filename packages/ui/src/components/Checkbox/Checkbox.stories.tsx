import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Primitives/Checkbox',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: Checkbox,
  args: { children: 'Remember me', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Space toggles it from the keyboard. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultSelected: true } };
export const Disabled: Story = { args: { isDisabled: true } };
