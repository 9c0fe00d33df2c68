import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'Primitives/ErrorState',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: ErrorState,
  args: { title: 'Could not load lessons', description: 'Check your connection and try again.', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load lessons');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = { args: { isRetrying: true } };
export const WithoutRetry: Story = { args: { onRetry: undefined } };
