import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { delay, http } from 'msw';
import { restUrl } from '../../../../mocks/supabase/backend.ts';
import { restError, restRows } from '../../../../mocks/supabase/index.ts';
import { installStoryBackend, learner, withAccountFrame } from '../shell/storyFrame.tsx';
import { NotificationsMenuView } from './NotificationsMenu.tsx';

// The top bar's bell (issue 21): none and some unread, the open list, empty, loading and error.
installStoryBackend();

const feed = [
  {
    id: '70000000-0000-4000-8000-000000000002',
    kind: 'lesson_reply',
    created_at: '2026-11-23T21:00:00Z',
    read_at: null,
    video_id: '60000000-0000-4000-8000-000000000001',
    video_title: 'Premye prompt ou',
    course_slug: 'coder-ai',
    at_seconds: 95,
    actor_first_name: 'Jean',
    actor_last_name: 'Staff',
    actor_name: 'Jean Staff',
  },
  {
    id: '70000000-0000-4000-8000-000000000001',
    kind: 'lesson_reply',
    created_at: '2026-11-22T10:00:00Z',
    read_at: '2026-11-22T11:00:00Z',
    video_id: '60000000-0000-4000-8000-000000000002',
    video_title: 'Deplwaye app la',
    course_slug: 'coder-ai',
    at_seconds: 12,
    actor_first_name: null,
    actor_last_name: null,
    // A writer who gave no name shows under the name the server gave them (issue 39.4), not 'Yon moun'.
    actor_name: 'Elèv 4821',
  },
];
const unreadRows = feed.filter((n) => n.read_at === null).map((n) => ({ id: n.id, read_at: n.read_at }));

const meta = {
  title: 'Shell/NotificationsMenu',
  component: NotificationsMenuView,
  decorators: [withAccountFrame],
  args: { userId: learner.id },
  parameters: {
    account: { path: '/', user: learner },
    msw: [...restRows('notifications', unreadRows), ...restRows('notification_feed', feed)],
  },
} satisfies Meta<typeof NotificationsMenuView>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Nothing unread: a plain bell, nothing announced. */
export const NoneUnread: Story = {
  parameters: { msw: [...restRows('notifications', []), ...restRows('notification_feed', [])] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = await canvas.findByRole('button', { name: 'Notifikasyon' });
    await expect(bell).toBeVisible();
    await expect(canvas.queryByTestId('notifications-count')).toBeNull();
  },
};

/** One unread: the count on the bell, in its accessible name, and said once by the live region. */
export const SomeUnread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('notifications-count')).toHaveTextContent('1');
    await expect(canvas.getByRole('button', { name: 'Notifikasyon, 1 notifikasyon ou poko li' })).toBeVisible();
    await expect(canvas.getByTestId('notifications-live')).toHaveTextContent('1 notifikasyon ou poko li');
  },
};

/** Opened with the keyboard: the list links each notification to the lesson at its second. */
export const List: Story = {
  parameters: { visual: 'viewport' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('notifications-count');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Notifikasyon' }));
    const link = await dialog.findByRole('link', { name: /Jean Staff ekri nan diskisyon « Premye prompt ou »/ });
    await expect(link).toHaveAttribute('href', '/academy/coder-ai/60000000-0000-4000-8000-000000000001?t=95');
    await expect(dialog.getByRole('link', { name: /Elèv 4821 ekri/ })).toHaveAttribute(
      'href',
      '/academy/coder-ai/60000000-0000-4000-8000-000000000002?t=12',
    );
    await expect(dialog.getByRole('button', { name: 'Make tout kòm li' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { defaultOpen: true },
  parameters: { visual: 'viewport', msw: [...restRows('notifications', []), ...restRows('notification_feed', [])] },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(/Pa gen notifikasyon pou kounye a/)).toBeVisible();
  },
};

/** The list while it is on its way (the request never answers here). */
export const Loading: Story = {
  args: { defaultOpen: true },
  parameters: {
    visual: 'viewport',
    msw: [...restRows('notifications', unreadRows), http.get(restUrl('notification_feed'), () => delay('infinite'))],
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('status')).toHaveTextContent('Chajman notifikasyon yo...');
  },
};

export const LoadError: Story = {
  args: { defaultOpen: true },
  parameters: {
    visual: 'viewport',
    msw: [...restRows('notifications', unreadRows), ...restError('notification_feed', 'connection refused')],
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Notifikasyon' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Nou pa t kapab chaje notifikasyon yo.');
    await expect(dialog.getByRole('button', { name: 'Eseye ankò' })).toBeVisible();
  },
};

/** "Mark all read" asks the database and the count goes (the mock answers the PATCH; the count is asked again). */
export const MarksAllRead: Story = {
  args: { defaultOpen: true },
  parameters: { visual: 'viewport' },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Notifikasyon' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Make tout kòm li' }));
    await waitFor(() => expect(dialog.getByRole('link', { name: /Jean Staff/ })).toBeVisible());
  },
};
