import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LessonCard } from './LessonCard.tsx';

const meta = {
  title: 'Product/LessonCard',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: LessonCard,
  args: {
    title: 'Set up your AI coding environment',
    description: 'Install the tools and create your first project.',
    videos: [{ id: 'v1', title: 'Set up your AI coding environment', completed: false }],
    onWatch: fn(),
    onAction: fn(),
  },
} satisfies Meta<typeof LessonCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Watch' }));
    await expect(args.onWatch).toHaveBeenCalledWith('v1');
  },
};

export const InProgress: Story = { args: { videos: [{ id: 'v1', title: 'Lesson', completed: false, percent: 42 }] } };

export const Completed: Story = {
  args: { videos: [{ id: 'v1', title: 'Lesson', completed: true }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Completed')).toBeVisible();
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-tone', 'completed');
  },
};

export const Locked: Story = {
  args: { isLocked: true, note: 'Finish every video of the previous module to unlock this one.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Watch' })).toBeDisabled();
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-tone', 'locked');
  },
};

export const PremiumLocked: Story = {
  args: {
    isPremium: true,
    isPremiumLocked: true,
    upgradeHref: '/plans',
    upgradeLabel: 'See plans',
    note: 'This lesson is Premium Content.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Watch' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans');
  },
};

export const SeveralVideos: Story = {
  args: {
    videos: [
      { id: 'v1', title: 'Part 1', completed: true },
      { id: 'v2', title: 'Part 2', completed: false, percent: 30 },
    ],
  },
};

/** No videos: one action button, default label Start. */
export const WithoutVideos: Story = {
  args: { videos: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start' }));
    await expect(args.onAction).toHaveBeenCalled();
  },
};
