import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField.tsx';

const meta = {
  title: 'Primitives/TextField',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com', onChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ana@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ana@example.com');
  },
};

export const WithDescription: Story = { args: { description: 'We never share your email.' } };

/** The error text is shown and linked to the input for screen readers. */
export const Invalid: Story = {
  args: { errorMessage: 'Enter a valid email address.', defaultValue: 'ana@' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'ana@example.com' } };
