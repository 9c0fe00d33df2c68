import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Primitives/Switch',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: Switch,
  args: { children: 'Dark Mode', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Dark Mode' });
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = { args: { children: 'Accept Notices', defaultSelected: true } };
export const Disabled: Story = { args: { isDisabled: true } };
