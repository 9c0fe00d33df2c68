import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  catalogueCourses,
  courseLessons,
  lessonCatalog,
  progressStarted,
  saveProgress,
  videoProgress,
} from '../../../../../mocks/fixtures/academy.ts';
import {
  captionRows,
  captionRowsWithoutCreole,
  lessonCaptions,
  longCaptionRows,
  manyCaptionRows,
} from '../../../../../mocks/fixtures/captions.ts';
import { CAPTIONS_STORAGE_KEY } from '../data/captionPreference.ts';
import { withAcademyProviders } from '../stories/storyProviders.tsx';
import { CoursePage } from '../pages/CoursePage.tsx';

// Captions and the transcript of an open lesson (issue 38), on the course page at a lesson's address, against MSW.
// The YouTube stub's clock stands where the player was started or last sought (its `data-at`); the app draws the
// captions over it.
const lessonAt = (seconds?: number) => ({
  signedIn: true,
  path: `/academy/coder-ai/lesson-1${seconds ? `?t=${seconds}` : ''}`,
  routePath: '/academy/coder-ai/:lessonId?',
});

/** A story's handlers: the course, the reader's progress, and these captions (a story's list replaces the file's). */
const withCaptions = (captions: Parameters<typeof lessonCaptions>[0]) => [
  lessonCatalog(courseLessons),
  videoProgress(progressStarted),
  saveProgress(),
  lessonCaptions(captions),
];

const meta = {
  title: 'Academy/Captions',
  component: CoursePage,
  decorators: [withAcademyProviders],
  args: { courseSlug: 'coder-ai', course: catalogueCourses[0]! },
  // The captions choice is remembered in the browser: each story starts from none.
  beforeEach: () => localStorage.removeItem(CAPTIONS_STORAGE_KEY),
  parameters: {
    state: lessonAt(5),
    msw: withCaptions(captionRows),
    visual: 'viewport',
  },
} satisfies Meta<typeof CoursePage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openLesson(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = within(await body.findByRole('dialog', { name: 'Set up your AI coding environment' }));
  const transcript = within(await dialog.findByTestId('transcript'));
  const player = await dialog.findByRole('img', { name: /YouTube player \(stub\)/ });
  return { body, dialog, transcript, player };
}

/**
 * A Creole reader at 0:05: Creole captions over the player, and the transcript beside it with the spoken line marked
 * (a list of lines with their times).
 */
export const CaptionsOn: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, transcript } = await openLesson(canvasElement);
    await expect(await dialog.findByTestId('lesson-captions-overlay')).toHaveTextContent('Jodi a nou pral enstale editè kòd la.');
    await expect(dialog.getByRole('button', { name: 'Soutit: Kreyòl' })).toBeVisible();
    await expect(transcript.getByRole('heading', { name: 'Transkripsyon' })).toBeVisible();
    const lines = transcript.getByRole('list', { name: 'Transkripsyon' });
    await expect(within(lines).getAllByRole('listitem')).toHaveLength(5);
    const current = within(lines)
      .getAllByRole('listitem')
      .find((line) => line.getAttribute('aria-current') === 'time');
    await expect(current).toHaveTextContent('0:04 Jodi a nou pral enstale editè kòd la.');
    await expect(transcript.queryByTestId('transcript-fallback')).toBeNull();
    // Full screen takes the frame and the cues together (YouTube's own would leave the cues behind).
    await expect(dialog.getByRole('button', { name: 'Ekran konplè' })).toBeVisible();
  },
};

/** Turned off in the menu: no captions on the player (remembered), the transcript stays; then Portuguese turns them on. */
export const CaptionsOffThenPortuguese: Story = {
  play: async ({ canvasElement }) => {
    const { body, dialog, transcript } = await openLesson(canvasElement);
    await expect(await dialog.findByTestId('lesson-captions-overlay')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Soutit: Kreyòl' }));
    const menu = within(await body.findByRole('menu'));
    // Only the languages the lesson has, and Off.
    await expect(menu.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['Fèmen', 'Kreyòl', 'Português']);
    await expect(menu.getByRole('menuitemradio', { name: 'Kreyòl' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(menu.getByRole('menuitemradio', { name: 'Fèmen' }));
    await waitFor(() => expect(dialog.queryByTestId('lesson-captions-overlay')).toBeNull());
    await expect(dialog.getByRole('button', { name: 'Soutit: Fèmen' })).toBeVisible();
    await expect(JSON.parse(localStorage.getItem(CAPTIONS_STORAGE_KEY)!)).toEqual({ on: false, language: null });
    await expect(transcript.getByText('Jodi a nou pral enstale editè kòd la.')).toBeVisible();
    // By keyboard: Enter opens the menu, the arrows move, Enter chooses.
    dialog.getByRole('button', { name: 'Soutit: Fèmen' }).focus();
    await userEvent.keyboard('{Enter}');
    await within(await body.findByRole('menu')).findByRole('menuitemradio', { name: 'Português' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(await dialog.findByTestId('lesson-captions-overlay')).toHaveTextContent('Hoje vamos instalar o editor de código.');
    await expect(dialog.getByRole('button', { name: 'Soutit: Português' })).toBeVisible();
    await expect(await transcript.findByText('Hoje vamos instalar o editor de código.')).toBeVisible();
    await expect(JSON.parse(localStorage.getItem(CAPTIONS_STORAGE_KEY)!)).toEqual({ on: true, language: 'pt' });
  },
};

/**
 * The transcript follows the player: a press on a line seeks there (the captions and the marked line follow), Enter
 * on a line does too, the arrows move between lines; a line's link copies the lesson address at its second; a line
 * starts a question pinned to its second with the line quoted.
 */
export const TranscriptFollowsPlayback: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, transcript, player } = await openLesson(canvasElement);
    const lines = () => within(transcript.getByRole('list')).getAllByRole('listitem');
    await userEvent.click(transcript.getByRole('button', { name: /^0:42/ }));
    await expect(player).toHaveAttribute('data-at', '42');
    await waitFor(() => expect(lines()[3]).toHaveAttribute('aria-current', 'time'));
    await expect(dialog.getByTestId('lesson-captions-overlay')).toHaveTextContent('Kounye a nou konekte asistan IA a.');
    // Keyboard: the list is one tab stop; the arrows move, Enter seeks.
    transcript.getByRole('button', { name: /^0:42/ }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(transcript.getByRole('button', { name: /^0:09/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(player).toHaveAttribute('data-at', '9.5');
    await waitFor(() => expect(lines()[2]).toHaveAttribute('aria-current', 'time'));
    // The link is the lesson's address at that second; a press copies it.
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    try {
      const link = transcript.getByRole('link', { name: 'Kopye lyen an nan 1:35' });
      await expect(link).toHaveAttribute('href', '/academy/coder-ai/lesson-1?t=95');
      await userEvent.click(link);
      await expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/academy/coder-ai/lesson-1?t=95`);
      await expect(await within(canvasElement.ownerDocument.body).findByText('Lyen an kopye!')).toBeInTheDocument();
    } finally {
      writeText.mockRestore();
    }
    // A question from a line: pinned to its second, the line quoted, the box focused.
    await userEvent.click(transcript.getByRole('button', { name: 'Poze yon kesyon sou 0:42' }));
    const box = dialog.getByLabelText('Poze yon kesyon oswa ekri yon nòt nan 0:42');
    await expect(box).toHaveFocus();
    await expect(box).toHaveValue('« Kounye a nou konekte asistan IA a. »\n\n');
  },
};

/**
 * A long transcript opened at 1:40: the spoken line is scrolled into view inside the list (at once: the stories run
 * with reduced motion), the page and the dialog around it stay where they are.
 */
export const TranscriptKeepsLineInView: Story = {
  parameters: { state: lessonAt(100), msw: withCaptions(manyCaptionRows) },
  play: async ({ canvasElement }) => {
    const { transcript } = await openLesson(canvasElement);
    const current = await transcript.findByText('Liy nimewo 26 nan leson an.');
    const scroller = transcript.getByRole('list').parentElement!;
    await waitFor(() => expect(scroller.scrollTop).toBeGreaterThan(0));
    const line = current.closest('li')!.getBoundingClientRect();
    const box = scroller.getBoundingClientRect();
    await expect(line.top).toBeGreaterThanOrEqual(box.top);
    await expect(line.bottom).toBeLessThanOrEqual(box.bottom);
    await expect(current.closest('li')).toHaveAttribute('aria-current', 'time');
  },
};

/** The lesson has no Creole file: the Portuguese one is shown, and the transcript says so. */
export const MissingLanguage: Story = {
  parameters: { msw: withCaptions(captionRowsWithoutCreole) },
  play: async ({ canvasElement }) => {
    const { body, dialog, transcript } = await openLesson(canvasElement);
    await expect(await transcript.findByTestId('transcript-fallback')).toHaveTextContent(
      'Leson sa a pa gen transkripsyon an kreyòl: men li an Português.',
    );
    await expect(await dialog.findByTestId('lesson-captions-overlay')).toHaveTextContent('Hoje vamos instalar o editor de código.');
    await userEvent.click(dialog.getByRole('button', { name: 'Soutit: Português' }));
    const menu = within(await body.findByRole('menu'));
    await expect(menu.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['Fèmen', 'Português', 'English']);
    await userEvent.keyboard('{Escape}');
  },
};

/** Long lines on a phone: the captions and the transcript wrap (an address too) and nothing scrolls sideways. */
export const LongLinesOnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { state: lessonAt(7), msw: withCaptions(longCaptionRows) },
  play: async ({ canvasElement }) => {
    const { dialog, transcript } = await openLesson(canvasElement);
    await expect(await dialog.findByTestId('lesson-captions-overlay')).toHaveTextContent(/^Ale sou https:\/\/example.org/);
    await expect(transcript.getAllByRole('listitem')).toHaveLength(3);
    const box = dialog.getByTestId('transcript').closest('[role="dialog"]')!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    const list = transcript.getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    // The transcript is under the player and its buttons: the picture shows it.
    dialog.getByTestId('transcript').scrollIntoView({ block: 'end' });
  },
};

/** A lesson without captions looks as it always did: no captions button, no transcript. */
export const NoCaptions: Story = {
  parameters: { msw: withCaptions([]) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Set up your AI coding environment' }));
    await dialog.findByRole('img', { name: /YouTube player \(stub\)/ });
    // Waited for: the dialog fades in, and an element at opacity 0 is not visible yet (seen once on a fresh clone).
    const discussion = await dialog.findByTestId('lesson-discussion');
    await waitFor(() => expect(discussion).toBeVisible());
    await expect(dialog.queryByTestId('captions-button')).toBeNull();
    await expect(dialog.queryByTestId('transcript')).toBeNull();
    await expect(dialog.queryByTestId('lesson-captions-overlay')).toBeNull();
    // Without cues to draw, YouTube's own full screen is the one offered.
    await expect(dialog.queryByRole('button', { name: 'Ekran konplè' })).toBeNull();
  },
};

/** The captions could not be read: the lesson plays, the transcript says so and offers to try again. */
export const TranscriptLoadError: Story = {
  parameters: { msw: withCaptions('error') },
  play: async ({ canvasElement }) => {
    const { transcript } = await openLesson(canvasElement);
    await expect(await transcript.findByText('Nou pa t ka chaje transkripsyon an.')).toBeVisible();
    await expect(transcript.getByRole('button', { name: 'Eseye ankò' })).toBeVisible();
  },
};
