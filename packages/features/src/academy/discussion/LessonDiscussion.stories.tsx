import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { lessonAuthors, lessonThreads } from '../../../../../mocks/fixtures/academy.ts';
import { LessonDiscussion } from './LessonDiscussion.tsx';
import { threadsOf } from './model.ts';

// The discussion under a lesson's player in each of its states. The threads come from the same fixture as the
// course page's stories; the callbacks are spies.
const authors = new Map(lessonAuthors.map(({ id, ...name }) => [id, name]));
const threads = threadsOf(lessonThreads.map((row) => ({ ...row, author: authors.get(row.author_id) ?? null })));

const meta = {
  title: 'Academy/LessonDiscussion',
  component: LessonDiscussion,
  args: {
    status: 'ready',
    threads: [],
    userId: 'u1',
    isStaff: false,
    canWrite: true,
    onRetry: fn(),
    onSeek: fn(),
    currentSeconds: 95,
    onPost: fn(async () => {}),
    onEdit: fn(async () => {}),
    onHide: fn(async () => {}),
    onDelete: fn(async () => {}),
    plansHref: '/plans',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '48rem' }}>{Story()}</div>],
} satisfies Meta<typeof LessonDiscussion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No question yet: the write box carries the player's time. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Poko gen kesyon/)).toBeVisible();
    // A question unless the member says it is a note.
    const kinds = canvas.getByRole('group', { name: 'Kalite mesaj' });
    await expect(within(kinds).getByRole('radio', { name: 'Kesyon' })).toBeChecked();
    await userEvent.type(canvas.getByLabelText('Poze yon kesyon oswa ekri yon nòt nan 1:35'), 'Poukisa?');
    await userEvent.click(canvas.getByRole('button', { name: 'Voye' }));
    await expect(args.onPost).toHaveBeenCalledWith({ body: 'Poukisa?', atSeconds: 95, parentId: null, kind: 'question' });
    // A note, chosen with the keyboard.
    await userEvent.click(within(kinds).getByRole('radio', { name: 'Kesyon' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(kinds).getByRole('radio', { name: 'Nòt' })).toBeChecked();
    await userEvent.type(canvas.getByLabelText('Poze yon kesyon oswa ekri yon nòt nan 1:35'), 'Bon pwen.');
    await userEvent.click(canvas.getByRole('button', { name: 'Voye' }));
    await expect(args.onPost).toHaveBeenLastCalledWith({ body: 'Bon pwen.', atSeconds: 95, parentId: null, kind: 'note' });
  },
};

/** Questions at their second, a staff answer marked, replies one level deep; own messages can be edited. */
export const WithQuestions: Story = {
  args: { threads },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ekip la')).toBeVisible();
    // Each question and note says which it is; replies do not.
    await expect(canvas.getAllByText('Kesyon', { selector: 'span' })).toHaveLength(2);
    await expect(canvas.getAllByText('Nòt', { selector: 'span' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Ale nan 1:35 nan videyo a' }));
    await expect(args.onSeek).toHaveBeenCalledWith(95);
    await expect(canvas.getByRole('link', { name: 'https://example.com/keys' })).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    // Marie (u1) edits her own messages, not others'.
    await expect(canvas.getAllByRole('button', { name: 'Modifye' })).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Kache' })).toBeNull();
  },
};

/** Staff see hide and delete on every message, and hidden ones, marked. */
export const AsStaff: Story = {
  args: {
    threads: threadsOf(
      [
        ...lessonThreads,
        { ...lessonThreads[3]!, id: 'm5', body: 'Spam', is_hidden: true, at_seconds: 10, created_at: '2025-03-03T09:00:00Z' },
      ].map((row) => ({ ...row, author: authors.get(row.author_id) ?? null })),
    ),
    userId: 'u3',
    isStaff: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Spam')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Efase' })).toHaveLength(6);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Kache' })[0]!);
    await expect(args.onHide).toHaveBeenCalledWith('m1', true);
  },
};

const ownFirst = lessonThreads.find((row) => row.author_id === 'u1')!;

/**
 * Issue 39.15: a message staff hid stays with its author, marked and explained; deleting asks in a styled dialog (the
 * browser's confirm() was the only one left), and nothing is deleted until the author confirms.
 */
export const OwnHiddenMessageAndDelete: Story = {
  args: {
    threads: threadsOf(
      lessonThreads.map((row) => ({ ...row, is_hidden: row.id === ownFirst.id, author: authors.get(row.author_id) ?? null })),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ekip la kache mesaj sa a: se ou menm ak ekip la sèlman ki wè l.')).toBeVisible();
    const own = canvasElement.querySelector<HTMLElement>(`[data-message="${ownFirst.id}"]`)!;
    await userEvent.click(within(own).getByRole('button', { name: 'Efase' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Konfime' });
    await expect(within(dialog).getByText('Efase mesaj sa a? Repons li yo ap efase tou.')).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
    // Cancel keeps the message; the second time it is confirmed.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anile' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(own).getByRole('button', { name: 'Efase' }));
    await userEvent.click(within(within(document.body).getByRole('dialog', { name: 'Konfime' })).getByRole('button', { name: 'Efase' }));
    await expect(args.onDelete).toHaveBeenCalledWith(ownFirst.id);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Diskisyon an ap chaje...');
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Nou pa t ka chaje diskisyon an.');
    await userEvent.click(canvas.getByRole('button', { name: 'Eseye ankò' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A premium lesson for a non-subscriber: the discussion is locked with the way to the plans. */
export const Locked: Story = {
  args: { status: 'locked' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/se pou abòne yo/)).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/plans');
  },
};

/** A visitor reads but is asked to sign in to write. */
export const SignedOut: Story = {
  args: { threads, userId: null, canWrite: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Konekte pou w poze yon kesyon oswa reponn.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reponn' })).toBeNull();
  },
};

/**
 * A member without a name of their own is asked on their first question (issue 39.4); leaving it empty posts under the
 * name the server gave them ('Elèv 4821'), never their email; a name typed is saved before the question is sent.
 */
export const AsksNameOnFirstQuestion: Story = {
  args: {
    forumName: { name: null, generated: 'Elèv 4821', save: fn(async () => {}), skip: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nameField = canvas.getByLabelText('Non ou nan fowòm nan');
    await expect(canvas.getByText(/Si w kite l vid, w ap parèt kòm « Elèv 4821 »/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Poze yon kesyon oswa ekri yon nòt nan 1:35'), 'Poukisa?');
    await userEvent.click(canvas.getByRole('button', { name: 'Voye' }));
    await expect(args.forumName!.skip).toHaveBeenCalled();
    await expect(args.onPost).toHaveBeenCalledWith({ body: 'Poukisa?', atSeconds: 95, parentId: null, kind: 'question' });

    await userEvent.type(nameField, 'me@example.ht');
    await userEvent.type(canvas.getByLabelText('Poze yon kesyon oswa ekri yon nòt nan 1:35'), 'Epi?');
    await userEvent.click(canvas.getByRole('button', { name: 'Voye' }));
    await expect(args.onPost).toHaveBeenCalledTimes(1);
    await userEvent.clear(nameField);
    await userEvent.type(nameField, 'Wozlin');
    await userEvent.click(canvas.getByRole('button', { name: 'Voye' }));
    await expect(args.forumName!.save).toHaveBeenCalledWith('Wozlin');
    await expect(args.onPost).toHaveBeenLastCalledWith({ body: 'Epi?', atSeconds: 95, parentId: null, kind: 'question' });
  },
};
