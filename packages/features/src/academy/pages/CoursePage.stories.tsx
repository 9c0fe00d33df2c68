import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  ACADEMY_BACKEND_URL,
  catalogueCourses,
  certificate,
  courseCatalogue,
  courseLessons,
  courseLessonsForSubscriber,
  lessonCatalog,
  lessonMessages,
  lessonThreads,
  questionCounts,
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
  args: { courseSlug: 'coder-ai', course: catalogueCourses[0]! },
  parameters: {
    state: { signedIn: true },
    msw: [courseCatalogue(catalogueCourses), lessonCatalog(courseLessons), videoProgress(progressStarted), saveProgress()],
  },
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

/** An announced course (issue 33): no lessons yet, and the month staff set, in Creole with the app's own month names. */
export const Announced: Story = {
  args: { courseSlug: 'game-ai', course: catalogueCourses[2]! },
  parameters: { msw: [lessonCatalog([])] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Jwèt avèk IA', level: 1 })).toBeVisible();
    await expect(await canvas.findByText(/planifye pou fevriye 2027/)).toBeVisible();
  },
};

/** Announced with no month set: the page says the lessons are coming, without inventing a month. */
export const AnnouncedWithoutMonth: Story = {
  args: { courseSlug: 'mobile-ai', course: catalogueCourses[3]! },
  parameters: { msw: [lessonCatalog([])] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Premye leson yo ap vini byento/)).toBeVisible();
  },
};

/**
 * Staff's preview of a draft as a learner without a subscription (issue 33): labelled as a preview, saying no learner
 * sees the course yet; staff read every lesson unlocked, the preview shows what a free learner would (the premium
 * lesson locked, the lesson in no module left out).
 */
export const PreviewAsFreeLearner: Story = {
  args: { courseSlug: 'coder-ai', course: { ...catalogueCourses[0]!, state: 'draft' }, preview: 'free' },
  parameters: {
    msw: [
      lessonCatalog([
        ...courseLessonsForSubscriber,
        {
          ...courseLessonsForSubscriber[0]!,
          id: 'lesson-5',
          title: 'Not in a module yet',
          module_id: null,
          module_title: null,
          module_position: null,
        },
      ]),
      videoProgress(progressStarted),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByTestId('course-preview');
    await expect(within(note).getByRole('heading', { name: 'Previzyalizasyon' })).toBeVisible();
    await expect(note).toHaveTextContent('Ou wè kou sa a jan yon elèv san abònman ta wè l.');
    await expect(note).toHaveTextContent('Kou sa a poko pibliye: okenn elèv pa wè l ankò.');
    await expect(note).toHaveTextContent('Anyen ou fè nan yon previzyalizasyon pa anrejistre: pwogrè a rete sou paj sa a sèlman.');
    await expect(await canvas.findByText('0 of 2 Modules Complete')).toBeVisible();
    await expect(canvas.queryByText('Not in a module yet')).toBeNull();
    await expect(canvas.getAllByText('Ship it to production').length).toBeGreaterThan(0);
    await expect(within(note).getByRole('link', { name: 'Kòm elèv abòne' })).toHaveAttribute(
      'href',
      '/academy/coder-ai?preview=subscribed',
    );
  },
};

/** The same preview on a phone: the note, its two buttons and the lessons fit the width (nothing scrolls sideways). */
export const PreviewOnPhone: Story = {
  args: PreviewAsFreeLearner.args,
  parameters: { msw: [lessonCatalog(courseLessonsForSubscriber), videoProgress(progressStarted)] },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByTestId('course-preview');
    await expect(await canvas.findByText('0 of 2 Modules Complete')).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    for (const link of within(note).getAllByRole('link'))
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(page.clientWidth);
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
    await expect(canvas.getByRole('link', { name: 'Gade Build your first app' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('40% gade')).toBeVisible();
  },
};

/** Module 1 complete: module 2 opens; its premium lesson asks a non-subscriber to upgrade. */
export const ModuleUnlockedPremiumLocked: Story = {
  parameters: { msw: [lessonCatalog(courseLessons), videoProgress(progressModuleOneDone)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 of 2 Modules Complete')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Gade Build your first app' })).toHaveAttribute('href', '/academy/coder-ai/lesson-3');
    await expect(canvas.queryByRole('link', { name: 'Gade Ship it to production' })).toBeNull();
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

/**
 * Issue 39.3: before the first certificate is issued the name to print is asked, prefilled with the name the member
 * gave; an email is refused; the name sent is the one printed.
 */
let issueBody: Record<string, unknown> | null = null;
export const CertificateAsksName: Story = {
  parameters: {
    state: { signedIn: true, subscribed: true },
    msw: [
      courseCatalogue(catalogueCourses),
      lessonCatalog(courseLessonsForSubscriber),
      videoProgress(progressAllDone),
      ...lessonMessages([]),
      http.get(`${ACADEMY_BACKEND_URL}/rest/v1/certificates`, () => HttpResponse.json([])),
      http.post(`${ACADEMY_BACKEND_URL}/rest/v1/rpc/issue_certificate`, async ({ request }) => {
        issueBody = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...certificate, learner_name: issueBody.printed_name });
      }),
    ],
    // It ends on the certificate's address ('navigated away'); the dialog's look is the Dialog and TextField stories'.
    visual: false,
  },
  play: async ({ canvasElement }) => {
    issueBody = null;
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'View Certificate' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Non ki pral sou sètifika a' }));
    const field = dialog.getByLabelText(/Non konplè/);
    await waitFor(() => expect(field).toHaveValue('Marie Joseph'));
    await expect(dialog.getByText(/ou p ap ka chanje l apre/)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'marie@academy.ht');
    await userEvent.click(dialog.getByRole('button', { name: 'Bay sètifika a' }));
    await expect(await dialog.findByText('Ekri yon non (2 a 100 karaktè, pa yon imèl).')).toBeVisible();
    await expect(issueBody).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, 'Marie Josèph Pyè');
    await userEvent.click(dialog.getByRole('button', { name: 'Bay sètifika a' }));
    await waitFor(() => expect(issueBody).toEqual({ course_slug: 'coder-ai', printed_name: 'Marie Josèph Pyè' }));
    await expect(await canvas.findByText('navigated away')).toBeInTheDocument();
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

/** Issue 20: a visitor's player says watching is not saved, with a way to sign in, and shows no percent that seems kept. */
export const SignedOutPlayer: Story = {
  parameters: { state: { signedIn: false }, visual: 'viewport' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('link', { name: 'Gade Write a PRD the AI understands' }));
    await expect(await body.findByText('Konekte pou nou ka sove pwogrè ou')).toBeVisible();
    await expect(within(body.getByRole('dialog')).getByRole('link', { name: 'Konekte' })).toHaveAttribute('href', '/signin');
    await expect(body.queryByRole('progressbar', { name: 'Pwogrè videyo a' })).toBeNull();
    await expect(body.queryByRole('button', { name: 'Mark as Completed' })).toBeNull();
    // Close the player so the lesson's address it pushed does not carry into the next story of this file.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Mark as Completed in the dialog: 'Saving...', then 'Completed!', the toast, and the card turns green. */
export const MarkAsCompleted: Story = {
  parameters: {
    visual: 'viewport',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('link', { name: 'Gade Write a PRD the AI understands' }));
    await userEvent.click(await body.findByRole('button', { name: 'Mark as Completed' }));
    await expect(await body.findByRole('button', { name: /Completed!/ })).toBeDisabled();
    await expect(await body.findByText('Video marked as completed!')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText('1 of 2 Modules Complete')).toBeVisible();
  },
};

/** While the completion is being saved the dialog's button reads 'Saving...' and is busy (SPEC 2). */
export const MarkingAsCompleted: Story = {
  parameters: {
    msw: [courseCatalogue(catalogueCourses), lessonCatalog(courseLessons), videoProgress(progressStarted), saveProgress('ok', 60_000)],
    // A passing state, not a look: MarkAsCompleted shows the dialog.
    visual: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('link', { name: 'Gade Write a PRD the AI understands' }));
    await userEvent.click(await body.findByRole('button', { name: 'Mark as Completed' }));
    const saving = await body.findByRole('button', { name: 'Saving...' }, { timeout: 5000 });
    await expect(saving).toHaveAttribute('aria-disabled', 'true');
    await expect(body.queryByText('Video marked as completed!')).toBeNull();
  },
};

/** SPEC 8 (issue 35: a spec message shown where its condition happens): a save the server refuses says 'Failed to save progress', and the lesson is not shown as completed. */
export const MarkAsCompletedFails: Story = {
  parameters: {
    msw: [courseCatalogue(catalogueCourses), lessonCatalog(courseLessons), videoProgress(progressStarted), saveProgress('error')],
    // Behaviours (a toast that fades), not looks: MarkAsCompleted and ProgressLoadError show the dialog and the page.
    visual: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('link', { name: 'Gade Write a PRD the AI understands' }));
    await userEvent.click(await body.findByRole('button', { name: 'Mark as Completed' }));
    await expect(await body.findByText('Failed to save progress')).toBeInTheDocument();
    await expect(body.queryByText('Video marked as completed!')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** SPEC 8: the player opened while the learner's progress could not be read says 'Failed to load video progress'. */
export const PlayerWithoutProgress: Story = {
  parameters: {
    msw: [courseCatalogue(catalogueCourses), lessonCatalog(courseLessons), videoProgress('error'), saveProgress()],
    visual: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('Failed to load progress data')).toBeVisible();
    await userEvent.click(await canvas.findByRole('link', { name: 'Gade Write a PRD the AI understands' }));
    await expect(await body.findByText('Failed to load video progress')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/**
 * A save that lands after its lesson was closed and the next one opened (a slow network) belongs to its own lesson:
 * the next lesson's dialog keeps its own state, not the closed lesson's 'Completed!' and 100 % (the learner could not
 * mark it; the 'completing module 1' journey's flake on a busy machine).
 */
export const LateSaveOfTheClosedLesson: Story = {
  parameters: {
    msw: [
      lessonCatalog(courseLessons),
      videoProgress(progressStarted.filter((row) => row.video_id === 'lesson-2')),
      saveProgress('ok', 1500),
    ],
    // A behaviour, not a look: it ends with the stub player running and a toast fading (MarkAsCompleted shows the dialog).
    visual: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('link', { name: 'Gade Write a PRD the AI understands' }));
    await userEvent.click(await body.findByRole('button', { name: 'Mark as Completed' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await canvas.findByRole('link', { name: 'Gade Set up your AI coding environment' }));
    const next = await body.findByRole('dialog', { name: 'Set up your AI coding environment' });
    // The closed lesson's save lands (its toast), and the course counts it.
    await expect(await body.findByText('Video marked as completed!', undefined, { timeout: 5000 })).toBeInTheDocument();
    await expect(within(next).getByRole('button', { name: 'Mark as Completed' })).toBeEnabled();
    await expect(within(next).queryByRole('button', { name: /Completed!/ })).toBeNull();
  },
};

/**
 * A lesson's own address, /academy/coder-ai/lesson-1?t=95: the player opens at 1:35 with its question markers
 * (a note has none), the discussion under it, and the lesson cards count their questions. A timestamp seeks the player.
 */
export const LessonAddressWithMarkers: Story = {
  parameters: {
    state: { signedIn: true, path: '/academy/coder-ai/lesson-1?t=95', routePath: '/academy/coder-ai/:lessonId?' },
    msw: [
      lessonCatalog(courseLessons),
      videoProgress(progressStarted),
      saveProgress(),
      ...lessonMessages(lessonThreads),
      questionCounts([{ video_id: 'lesson-1', questions: 2 }]),
    ],
    visual: 'viewport',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Set up your AI coding environment' });
    await expect(await canvas.findByText('2 kesyon')).toBeVisible();
    const markers = await body.findByRole('group', { name: 'Kesyon nan leson sa a' });
    await expect(within(markers).getByRole('button', { name: 'Kesyon nan 0:42' })).toBeVisible();
    await expect(within(markers).getByRole('button', { name: 'Kesyon nan 1:35' })).toBeVisible();
    // The note at 2:10 is in the discussion but puts no marker on the player.
    await expect(await within(dialog).findByText('Note: the command at this point needs sudo on Linux.')).toBeVisible();
    await expect(within(markers).getAllByRole('button')).toHaveLength(2);
    await expect(await within(dialog).findByText('In the project settings, under Keys.')).toBeVisible();
    await expect(within(dialog).getByText('Ekip la')).toBeVisible();
    const player = await body.findByRole('img', { name: /YouTube player \(stub\)/ });
    await expect(player).toHaveAttribute('data-at', '95');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ale nan 0:42 nan videyo a' }));
    await expect(player).toHaveAttribute('data-at', '42');
    await expect(within(dialog).getByLabelText('Poze yon kesyon oswa ekri yon nòt nan 0:42')).toBeVisible();
  },
};

/** A premium lesson's address for a non-subscriber: says so, offers the plans, and does not play. */
export const LockedLessonAddress: Story = {
  parameters: { state: { signedIn: true, path: '/academy/coder-ai/lesson-4', routePath: '/academy/coder-ai/:lessonId?' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Leson sa a bloke pou ou. Pran yon plan pou w gade l.')).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};
