import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VideoDialog } from './VideoDialog.tsx';

// Stories never depend on the network: a blank frame stands in for the player, and a missing file
// shows the fallback.
const blankFrame = { kind: 'link', src: 'about:blank' } as const;
const missingFile = '/missing-lesson-video.webm';

const meta = {
  title: 'Product/VideoDialog',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: VideoDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    title: 'Set up your AI coding environment',
    source: blankFrame,
    percent: 42,
    completion: 'idle',
    onMarkCompleted: fn(),
    onTimeUpdate: fn(),
  },
  // The dialog is portalled to <body>: each story ends with it open and the whole viewport is compared.
  parameters: { visual: 'viewport' },
} satisfies Meta<typeof VideoDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Watching: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body);
    await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as Completed' }));
    await expect(args.onMarkCompleted).toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { completion: 'saving' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('button', { name: /Saving\.\.\./ })).toBeVisible();
  },
};

export const Completed: Story = {
  args: { completion: 'completed', percent: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('button', { name: /Completed!/ })).toBeDisabled();
  },
};

/** Offline, or a blocked YouTube script: a clear message and the original link. */
export const PlayerUnavailable: Story = {
  args: { source: { kind: 'file', src: missingFile }, fallbackHref: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('link', { name: 'Open the video in a new tab' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
  },
};

/**
 * A YouTube lesson. Stories and tests load the IFrame Player API from a local stub (mocks/thirdParty.ts, answered by
 * MSW), which draws a labelled placeholder player and reports it playing, so the dialog never reaches YouTube.
 */
export const YouTubeLesson: Story = {
  args: { source: { kind: 'youtube', videoId: 'dQw4w9WgXcQ' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('img', { name: 'YouTube player (stub) dQw4w9WgXcQ' })).toBeVisible();
    await expect(body.queryByRole('link', { name: 'Open the video in a new tab' })).toBeNull();
  },
};
