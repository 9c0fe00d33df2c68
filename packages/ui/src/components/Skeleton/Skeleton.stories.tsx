import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Primitives/Skeleton',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: Skeleton,
  render: () => (
    <div role="status" aria-label="Loading lessons" style={{ display: 'grid', gap: 8, maxInlineSize: 320 }}>
      <Skeleton height="8rem" />
      <Skeleton width="70%" />
      <Skeleton width="40%" />
      <Skeleton circle width="2.5rem" height="2.5rem" />
    </div>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shapes are hidden from screen readers; the container announces loading. */
export const Lesson: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading lessons' })).toBeVisible();
  },
};
