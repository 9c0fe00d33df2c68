import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { captionRow, lessonCaptionWrites, type CaptionWrite } from '../../../../../mocks/fixtures/captionWrites.ts';
import { dashboardHandlers, writeHandlers } from '../../../../../mocks/fixtures/dashboard.ts';
import { installStoryClient, withDashboard } from '../stories/dashboardStory.tsx';
import { VideosTab } from '../tabs/VideosTab.tsx';

// The lesson form's captions (issue 38): files parsed in the browser, a refused file with its line, captions in two
// languages saved with the lesson as plain cues, and the preview over the lesson.
const meta = {
  title: 'Dashboard/Lesson captions',
  component: VideosTab,
  decorators: [withDashboard],
  beforeEach: installStoryClient,
  parameters: { path: '/dashboard/videos', visual: 'viewport' },
} satisfies Meta<typeof VideosTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

// Files as staff bring them: an SRT from a subtitle editor with one broken arrow (line 6), a WebVTT export with a
// byte order mark, CRLF, header text, a NOTE, cue settings and styling tags, and a Portuguese SRT.
const brokenSrt = [
  '1',
  '00:00:01,000 --> 00:00:03,500',
  'Bonjou, byenveni nan leson an.',
  '',
  '2',
  '00:00:03,500 -> 00:00:06,000',
  'Jodi a n ap aprann Supabase.',
  '',
].join('\r\n');
const creoleVtt = [
  '\uFEFFWEBVTT - Leson 1',
  'Kind: captions',
  '',
  'NOTE tradui pa ekip la',
  '',
  'intro',
  '00:00:01.000 --> 00:00:03.500 align:center line:90%',
  '<v Marie>Bonjou, byenveni nan <b>leson</b> an.',
  '',
  '00:00:03.500 --> 00:00:06.000',
  'Jodi a n ap aprann <i>Supabase</i>',
  'ak otantifikasyon.',
  '',
].join('\r\n');
const portugueseSrt = [
  '1',
  '00:00:01,000 --> 00:00:03,500',
  'Olá, bem-vindos à aula.',
  '',
  '2',
  '00:00:03,500 --> 00:00:06,000',
  'Hoje aprendemos <i>Supabase</i> &amp; autenticação.',
  '',
].join('\n');

const file = (text: string, name: string) => new File([text], name, { type: name.endsWith('.vtt') ? 'text/vtt' : 'application/x-subrip' });

async function openAddForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByText('Prompting basics')).toBeVisible());
  await userEvent.click(canvas.getByRole('button', { name: 'Ajoute yon videyo' }));
  return within(body(canvasElement).getByRole('dialog'));
}

const captionsGroup = (dialog: ReturnType<typeof within>) => within(dialog.getByRole('group', { name: 'Soutit' }));
/** The captions fieldset scrolled into the dialog's view, for the screenshot. */
const showCaptions = (dialog: ReturnType<typeof within>) => dialog.getByRole('group', { name: 'Soutit' }).scrollIntoView({ block: 'end' });

/** A file that is not valid captions is refused with the line that failed and why; nothing else changes (on a phone). */
export const FileRefusedWithItsLine: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { msw: [...lessonCaptionWrites([]), ...dashboardHandlers.videos, ...writeHandlers] },
  play: async ({ canvasElement }) => {
    const dialog = await openAddForm(canvasElement);
    const captions = captionsGroup(dialog);
    const input = captions.getByLabelText('Chwazi yon fichye (Kreyòl)');
    await userEvent.upload(input, file(brokenSrt, 'leson-1.srt'));
    const alert = await captions.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Nou pa ka li leson-1.srt nan liy 6: lè a mal ekri; ekri l konsa: 00:01:02.500 (oswa 00:01:02,500 nan yon SRT).',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(alert.textContent ?? '');
    await expect(within(captions.getByText('Kreyòl').closest('li')!).getByText('Pa gen soutit.')).toBeVisible();
    showCaptions(dialog);
  },
};

/** Creole and Portuguese files chosen: each is read at once and waits to be saved with the lesson. */
export const CaptionsInTwoLanguages: Story = {
  parameters: { msw: [...lessonCaptionWrites([]), ...dashboardHandlers.videos, ...writeHandlers] },
  play: async ({ canvasElement }) => {
    const dialog = await openAddForm(canvasElement);
    const captions = captionsGroup(dialog);
    await userEvent.upload(captions.getByLabelText('Chwazi yon fichye (Kreyòl)'), file(creoleVtt, 'leson-1.ht.vtt'));
    await userEvent.upload(captions.getByLabelText('Chwazi yon fichye (Português)'), file(portugueseSrt, 'aula-1.pt.srt'));
    await expect(await captions.findByText('Nouvo: leson-1.ht.vtt (2 soutit). Y ap anrejistre ak leson an.')).toBeVisible();
    await expect(await captions.findByText('Nouvo: aula-1.pt.srt (2 soutit). Y ap anrejistre ak leson an.')).toBeVisible();
    await expect(captions.getByLabelText('Ranplase fichye a (Kreyòl)')).toBeInTheDocument();
    await expect(captions.getByRole('button', { name: 'Apèsi (Português)' })).toBeVisible();
    await expect(captions.queryByRole('alert')).toBeNull();
    showCaptions(dialog);
  },
};

const saved: CaptionWrite[] = [];

/** Saving the lesson writes the chosen captions as plain cues (markup and entities gone), both languages at once. */
export const CaptionsSavedWithTheLesson: Story = {
  parameters: { msw: [...lessonCaptionWrites([], saved), ...dashboardHandlers.videos, ...writeHandlers] },
  play: async ({ canvasElement }) => {
    saved.length = 0;
    const dialog = await openAddForm(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Tit (Kreyòl)' }), 'Otantifikasyon ak Supabase');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Lyen videyo a' }), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const captions = captionsGroup(dialog);
    await userEvent.upload(captions.getByLabelText('Chwazi yon fichye (Kreyòl)'), file(creoleVtt, 'leson-1.ht.vtt'));
    await userEvent.upload(captions.getByLabelText('Chwazi yon fichye (Português)'), file(portugueseSrt, 'aula-1.pt.srt'));
    await captions.findByText('Nouvo: aula-1.pt.srt (2 soutit). Y ap anrejistre ak leson an.');
    await userEvent.click(dialog.getByRole('button', { name: 'Ajoute videyo a' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await expect(saved[0]!.query).toContain('on_conflict=video_id%2Clanguage');
    await expect(saved[0]!.body).toEqual([
      {
        video_id: 'new',
        language: 'ht',
        file_name: 'leson-1.ht.vtt',
        cues: [
          { start: 1, end: 3.5, text: 'Bonjou, byenveni nan leson an.' },
          { start: 3.5, end: 6, text: 'Jodi a n ap aprann Supabase\nak otantifikasyon.' },
        ],
      },
      {
        video_id: 'new',
        language: 'pt',
        file_name: 'aula-1.pt.srt',
        cues: [
          { start: 1, end: 3.5, text: 'Olá, bem-vindos à aula.' },
          { start: 3.5, end: 6, text: 'Hoje aprendemos Supabase & autenticação.' },
        ],
      },
    ]);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

const storedCreole = captionRow('v1', 'ht', 'byenveni.vtt', [
  { start: 0.5, end: 4, text: 'Bonjou tout moun!' },
  { start: 4, end: 9, text: 'Nan kou sa a, n ap bati yon aplikasyon\nak IA an 90 jou.' },
  { start: 9, end: 14, text: 'Ann kòmanse.' },
]);
const removed: CaptionWrite[] = [];

/** An edited lesson: its stored captions are listed; the preview draws the cue of the moment over the lesson's video. */
export const CaptionsPreview: Story = {
  parameters: { msw: [...lessonCaptionWrites([storedCreole]), ...dashboardHandlers.videos, ...writeHandlers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Welcome to the AI Coder course')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Modifye: Welcome to the AI Coder course' }));
    const dialog = within(body(canvasElement).getByRole('dialog'));
    const captions = captionsGroup(dialog);
    await expect(await captions.findByText('byenveni.vtt (3 soutit)')).toBeVisible();
    await userEvent.click(captions.getByRole('button', { name: 'Apèsi (Kreyòl)' }));
    const preview = captions.getByRole('region', { name: 'Apèsi soutit yo: Kreyòl' });
    await expect(await within(preview).findByRole('img', { name: 'YouTube player (stub) dQw4w9WgXcQ' })).toBeInTheDocument();
    const box = within(preview).getByTestId('caption-preview-box');
    const lines = within(within(preview).getByRole('list', { name: 'Soutit yo ak lè yo' })).getAllByRole('button');
    await expect(lines.map((line) => line.textContent)).toEqual([
      '0:00Bonjou tout moun!',
      '0:04Nan kou sa a, n ap bati yon aplikasyon\nak IA an 90 jou.',
      '0:09Ann kòmanse.',
    ]);
    await userEvent.click(lines[1]!);
    await waitFor(() => expect(box).toHaveTextContent('Nan kou sa a, n ap bati yon aplikasyon ak IA an 90 jou.'));
    await expect(lines[1]).toHaveAttribute('aria-current', 'true');
    await expect(within(preview).getByRole('img', { name: 'YouTube player (stub) dQw4w9WgXcQ' })).toHaveAttribute('data-at', '4');
    preview.scrollIntoView({ block: 'end' });
  },
};

/** Removing stored captions waits for the save, can be undone, and is then one delete for that language. */
export const CaptionsRemoved: Story = {
  parameters: { msw: [...lessonCaptionWrites([storedCreole], removed), ...dashboardHandlers.videos, ...writeHandlers] },
  play: async ({ canvasElement }) => {
    removed.length = 0;
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Welcome to the AI Coder course')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Modifye: Welcome to the AI Coder course' }));
    const dialog = within(body(canvasElement).getByRole('dialog'));
    const captions = captionsGroup(dialog);
    await userEvent.click(await captions.findByRole('button', { name: 'Retire (Kreyòl)' }));
    await expect(captions.getByText('byenveni.vtt ap retire lè w anrejistre leson an.')).toBeVisible();
    await userEvent.click(captions.getByRole('button', { name: 'Anile (Kreyòl)' }));
    await expect(captions.getByText('byenveni.vtt (3 soutit)')).toBeVisible();
    await userEvent.click(captions.getByRole('button', { name: 'Retire (Kreyòl)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Anrejistre videyo a' }));
    await waitFor(() => expect(removed).toHaveLength(1));
    await expect(removed[0]).toMatchObject({ method: 'DELETE' });
    await expect(removed[0]!.query).toContain('video_id=eq.v1');
    await expect(removed[0]!.query).toContain('language=in.%28ht%29');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
