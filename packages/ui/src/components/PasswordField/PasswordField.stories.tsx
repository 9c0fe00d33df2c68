import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Primitives/PasswordField',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: PasswordField,
  args: { label: 'Password', description: 'At least 8 characters.' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};

/** The toggle reveals and hides the text; its label and pressed state follow. */
export const ShowAndHide: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'secret123');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('secret123');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Password must be at least 8 characters.', defaultValue: 'short' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Translated: Story = {
  args: { label: 'Modpas', showPasswordLabel: 'Montre modpas', hidePasswordLabel: 'Kache modpas', description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Montre modpas' })).toBeVisible();
  },
};
