import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CourseProgressCard } from './CourseProgressCard.tsx';

const meta = {
  title: 'Product/CourseProgressCard',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: CourseProgressCard,
  args: {
    title: 'Course Progress',
    percent: 33,
    modulesText: '1 of 3 Modules Complete',
    videosText: '4 of 12 Videos Watched',
    isComplete: false,
    completedText: 'Course Completed!',
    actionLabel: 'Continue Learning',
    onAction: fn(),
  },
} satisfies Meta<typeof CourseProgressCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue Learning' }));
    await expect(args.onAction).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const Completed: Story = {
  args: {
    percent: 100,
    modulesText: '3 of 3 Modules Complete',
    videosText: '12 of 12 Videos Watched',
    isComplete: true,
    actionLabel: 'View Certificate',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Course Completed!')).toBeVisible();
  },
};

export const IssuingCertificate: Story = { args: { ...Completed.args, isActionPending: true } };

export const ProgressError: Story = { args: { errorText: 'Failed to load progress data' } };
