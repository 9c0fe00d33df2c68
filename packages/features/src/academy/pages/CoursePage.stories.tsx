import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  courseLessons,
  courseLessonsForSubscriber,
  lessonCatalog,
  progressAllDone,
  progressModuleOneDone,
  progressStarted,
  saveProgress,
  videoProgress,
} from '../../../../../mocks/fixtures/academy.ts';
import { withAcademyProviders } from '../stories/storyProviders.tsx';
import { CoursePage } from './CoursePage.tsx';

// The course page in every state the spec names, against MSW: loading, empty, error, progress,
// locked modules, premium lessons, completion, signed out, and a progress read failure.
const meta = {
  title: 'Academy/CoursePage',
  component: CoursePage,
  decorators: [withAcademyProviders],
  args: { courseSlug: 'coder-ai' },
  parameters: { state: { signedIn: true }, msw: [lessonCatalog(courseLessons), videoProgress(progressStarted), saveProgress()] },
} satisfies Meta<typeof CoursePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: [lessonCatalog('pending')] },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText('Loading course content...')).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  parameters: { msw: [lessonCatalog([])] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No content available.')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: [lessonCatalog('error')] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to load course content.')).toBeVisible();
  },
};

/** Module 1 half done: module 2 is locked (red), the completed lesson is green. */
export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('0 of 2 Modules Complete')).toBeVisible();
    await expect(canvas.getByText('1 of 4 Videos Watched')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Gade Build your first app' })).toBeDisabled();
    await expect(canvas.getByText('40% gade')).toBeVisible();
  },
};

/** Module 1 complete: module 2 opens; its premium lesson asks a non-subscriber to upgrade. */
export const ModuleUnlockedPremiumLocked: Story = {
  parameters: { msw: [lessonCatalog(courseLessons), videoProgress(progressModuleOneDone)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 of 2 Modules Complete')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Gade Build your first app' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Gade Ship it to production' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Wè plan yo' })).toHaveAttribute('href', '/plans');
  },
};

export const Completed: Story = {
  parameters: {
    state: { signedIn: true, subscribed: true },
    msw: [lessonCatalog(courseLessonsForSubscriber), videoProgress(progressAllDone)],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Course Completed!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'View Certificate' })).toBeEnabled();
  },
};

/** Without a session nothing about progress loads; the page says how to track it. */
export const SignedOut: Story = {
  parameters: { state: { signedIn: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Please log in to track your progress')).toBeVisible();
    await expect(canvas.queryByText('Course Progress')).toBeNull();
  },
};

export const ProgressLoadError: Story = {
  parameters: { msw: [lessonCatalog(courseLessons), videoProgress('error')] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to load progress data')).toBeVisible();
  },
};

/** Mark as Completed in the dialog: 'Saving...', then 'Completed!', the toast, and the card turns green. */
export const MarkAsCompleted: Story = {
  parameters: {
    visual: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Gade Write a PRD the AI understands' }));
    await userEvent.click(await body.findByRole('button', { name: 'Mark as Completed' }));
    await expect(await body.findByRole('button', { name: /Completed!/ })).toBeDisabled();
    await expect(await body.findByText('Video marked as completed!')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText('1 of 2 Modules Complete')).toBeVisible();
  },
};
