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

/** Nothing is saved for this viewer (a visitor): a notice replaces the percent and 'Mark as Completed'. */
export const ProgressNotSaved: Story = {
  args: {
    percent: 0,
    progressNotice: (
      <>
        <span>Sign in to save your progress</span>
        <a href="/signin">Sign in</a>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body);
    await expect(dialog.getByText('Sign in to save your progress')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    await expect(dialog.queryByRole('progressbar')).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Mark as Completed' })).toBeNull();
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

/**
 * Questions on the timeline (issue 21): once the player knows the length (the stub says 2:00), one marker per
 * question; pressing one moves the playhead there. Extra actions sit beside 'Mark as Completed'.
 */
export const WithMarkers: Story = {
  args: {
    source: { kind: 'youtube', videoId: 'dQw4w9WgXcQ' },
    markers: [
      { seconds: 42, label: 'Question at 0:42' },
      { seconds: 95, label: 'Question at 1:35' },
    ],
    onMarkerPress: fn(),
    actions: <button type="button">Copy link</button>,
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const player = await body.findByRole('img', { name: 'YouTube player (stub) dQw4w9WgXcQ' });
    const markers = await body.findByRole('group', { name: 'Questions in this lesson' });
    await userEvent.click(within(markers).getByRole('button', { name: 'Question at 1:35' }));
    await expect(args.onMarkerPress).toHaveBeenCalledWith(95);
    await expect(player).toHaveAttribute('data-at', '95');
  },
};
