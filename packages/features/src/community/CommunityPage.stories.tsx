import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  commentFails,
  forumAuthors,
  forumEmpty,
  forumError,
  forumHandlers,
  forumLoading,
  forumTiedHandlers,
  forumTopics,
  heldAnswer,
  likeFails,
  unlikeFails,
} from '../../../../mocks/fixtures/community.ts';
import { toast } from '@academy/ui';
import { learner, restRows } from '../../../../mocks/supabase/index.ts';
import { AppToaster } from '../shell/AppToaster.tsx';
import { installNotifier } from '../shell/notify.ts';
import { installStoryBackend, withAccountFrame } from '../shell/storyFrame.tsx';
import { CommunityPage } from './CommunityPage.tsx';

installStoryBackend();

const first = forumTopics[0]!;
const second = forumTopics[1]!;

const meta = {
  title: 'Community/CommunityPage',
  component: CommunityPage,
  decorators: [withAccountFrame],
  parameters: { account: { path: '/community' }, msw: forumHandlers() },
} satisfies Meta<typeof CommunityPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor reads the forum: topics newest first, badges, authors, counts. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: first.title })).toBeVisible();
    await expect(canvas.getAllByText('Ana Pierre')[0]).toBeInTheDocument();
    // Issue 20.11: a visitor has a way to sign in beside 'New topic' and in a topic's comment box, where the
    // disabled box has no Send button that looks active.
    await expect(canvas.getByRole('link', { name: 'Konekte pou w patisipe' })).toHaveAttribute('href', '/signin');
    await userEvent.click(canvas.getByRole('button', { name: first.title }));
    await waitFor(() => expect(canvas.getAllByRole('link', { name: 'Konekte pou w patisipe' })).toHaveLength(2));
    await expect(canvas.queryByRole('button', { name: 'Voye' })).toBeNull();
  },
};

/**
 * 25 topics posted in the same instant: the first page shows 20, 'Load more' brings exactly the other 5
 * (the mock applies the cursor's filters as the data service does, so a cursor that drops ties fails here).
 */
export const LoadMoreAcrossATie: Story = {
  parameters: { visual: 'viewport', msw: forumTiedHandlers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const titles = () => canvas.getAllByRole('button', { name: /^Topic \d+$/ }).map((button) => button.textContent);
    await expect(await canvas.findByRole('button', { name: 'Topic 25' })).toBeVisible();
    await expect(titles()).toEqual(Array.from({ length: 20 }, (_, index) => `Topic ${25 - index}`));
    await userEvent.click(canvas.getByRole('button', { name: 'Chaje plis' }));
    await expect(await canvas.findByRole('button', { name: 'Topic 1' })).toBeVisible();
    await expect(titles()).toEqual(Array.from({ length: 25 }, (_, index) => `Topic ${25 - index}`));
    await expect(canvas.queryByRole('button', { name: 'Chaje plis' })).toBeNull();
  },
};

export const Loading: Story = { parameters: { msw: forumLoading() } };
export const LoadError: Story = { parameters: { msw: forumError() } };
export const Empty: Story = { parameters: { msw: forumEmpty() } };

/** Liking or commenting while signed out says 'Authentication Required'. */
export const VisitorLikes: Story = {
  parameters: { visual: 'viewport' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Renmen: ${first.title}, 3` }));
    await expect(await canvas.findByText('error: Authentication Required')).toBeInTheDocument();
  },
};

/** Issue 39.9: 'New topic' while signed out says signing in is for creating a topic, not for commenting or liking. */
export const VisitorNewTopic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown: string[] = [];
    // The frame lists toast titles only; this story reads the detail line too.
    installNotifier((type, title, description) => shown.push(`${type}: ${title} / ${description ?? ''}`));
    await userEvent.click(await canvas.findByRole('button', { name: 'Nouvo sijè' }));
    await waitFor(() => expect(shown).toEqual(['error: Authentication Required / Konekte pou w ka kreye yon sijè.']));
  },
};

/**
 * SPEC 6: a signed-in member without a role (their profile names none) may not create topics: 'New topic' says
 * 'Access Denied', detailed 'Access Denied: Upgrade to create topics in the community', and opens no form. The toast is
 * read as the app's Toaster shows it, title and detail.
 */
export const MemberWithoutRoleNewTopic: Story = {
  render: () => (
    <>
      <CommunityPage />
      <AppToaster />
    </>
  ),
  parameters: { account: { path: '/community', user: learner, role: null }, visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The frame lists toast titles in place of toasts; this story shows them as the app does.
    installNotifier((type, title, description) => toast[type](title, { description }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Nouvo sijè' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Access Denied')).toBeVisible());
    await expect(body.getByText('Access Denied: Upgrade to create topics in the community')).toBeVisible();
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** A row expands to its text (as text, with a safe link) and comments, oldest first. */
export const ExpandTopic: Story = {
  parameters: { visual: 'viewport', account: { path: '/community', user: learner, role: 'student' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: first.title }));
    await expect(await canvas.findByText('Tcheke varyab anviwònman yo.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'https://supabase.com/docs' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );
    await expect(canvas.getByText(/<b>Ede m!<\/b>/)).toBeVisible();
  },
};

/** SPEC 8 (issue 35: a spec message shown where its condition happens): a comment the server refuses says 'Failed to post comment.' and keeps the draft. */
export const CommentFails: Story = {
  parameters: {
    account: { path: '/community', user: learner, role: 'student' },
    // The learner has a forum name (a first post would ask for one first), among the authors the forum reads.
    msw: [
      ...commentFails(),
      ...restRows('public_profiles', [
        ...Object.values(forumAuthors),
        { id: learner.id, first_name: 'Marie', last_name: 'Claire', display_name: 'Marie Claire' },
      ]),
      ...forumHandlers(),
    ],
    // A behaviour (the message and the kept draft), not a look: ExpandTopic shows the open topic.
    visual: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: first.title }));
    const box = await canvas.findByRole('textbox', { name: 'Kòmantè ou' });
    await userEvent.type(box, 'Mèsi pou leson an');
    await userEvent.click(canvas.getByRole('button', { name: 'Voye' }));
    await expect(await canvas.findByText('error: Failed to post comment.')).toBeInTheDocument();
    await expect(box).toHaveValue('Mèsi pou leson an');
  },
};

/** The like shows at once (pressed, counted) while the server is asked, and rolls back when it refuses, with the SPEC message. */
const likeRefusal = heldAnswer();
export const LikeRollsBack: Story = {
  beforeEach: () => likeRefusal.reset(),
  parameters: {
    account: { path: '/community', user: learner, role: 'student' },
    msw: [...likeFails(likeRefusal.wait), ...forumHandlers()],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Renmen: ${second.title}, 0` }));
    await expect(await canvas.findByRole('button', { name: `Renmen: ${second.title}, 1` })).toHaveAttribute('aria-pressed', 'true');
    likeRefusal.open();
    await expect(await canvas.findByText('error: Failed to like the topic.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: `Renmen: ${second.title}, 0` })).toHaveAttribute('aria-pressed', 'false');
  },
};

/**
 * Taking a like back is refused while another topic's like goes through: the refused one is liked again, the
 * other keeps its like (a rollback of the whole cache would have undone it).
 */
const unlikeRefusal = heldAnswer();
export const UnlikeRollsBackAlone: Story = {
  beforeEach: () => unlikeRefusal.reset(),
  parameters: {
    account: { path: '/community', user: learner, role: 'student' },
    msw: [...unlikeFails(unlikeRefusal.wait), ...forumHandlers({ likedTopicIds: [first.id] })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Renmen: ${first.title}, 3` }));
    await expect(await canvas.findByRole('button', { name: `Renmen: ${first.title}, 2` })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: `Renmen: ${second.title}, 0` }));
    await expect(await canvas.findByRole('button', { name: `Renmen: ${second.title}, 1` })).toHaveAttribute('aria-pressed', 'true');
    unlikeRefusal.open();
    await expect(await canvas.findByText('error: Failed to unlike the topic.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: `Renmen: ${first.title}, 3` })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: `Renmen: ${second.title}, 1` })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A new topic needs a title and content. */
export const NewTopicValidation: Story = {
  parameters: { visual: 'viewport', account: { path: '/community', user: learner, role: 'student' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Nouvo sijè' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    // The dialog as the learner sees it once their forum name is known (a first post asks for one, and that field takes
    // the focus when it appears): submitting before it arrived left the focus wherever the late field put it.
    await within(dialog).findByRole('textbox', { name: 'Non ou nan fowòm nan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pibliye' }));
    await expect(await canvas.findByText('error: Validation Error')).toBeInTheDocument();
  },
};

/** Staff see hidden topics and the hide/show and delete controls. */
export const Staff: Story = {
  parameters: {
    account: { path: '/community', user: learner, role: 'master' },
    msw: forumHandlers({ staff: true, likedTopicIds: [first.id] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: `Efase: ${first.title}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Montre: Règ fowòm nan' })).toBeVisible();
  },
};
