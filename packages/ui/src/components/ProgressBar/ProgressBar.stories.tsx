import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Primitives/ProgressBar',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: ProgressBar,
  args: { label: 'Course Progress', value: 45, showValue: true },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Course Progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByText('45%')).toBeVisible();
  },
};

export const Completed: Story = { args: { value: 100, tone: 'success' } };
export const Empty: Story = { args: { value: 0 } };
