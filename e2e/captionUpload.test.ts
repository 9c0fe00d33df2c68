import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseFile,
  createUser,
  hasChromium,
  openBrowser,
  signInViaUi,
  startApp,
  STRONG_PASSWORD,
  uniqueEmail,
  viewports,
  waitForPath,
  type TestApp,
} from './support/index.ts';
import { YOUTUBE_STUB_SCRIPT } from '../mocks/youtubeStubScript.ts';
import { seedAcademyCourses, serviceClient, uploadLessonVideo, type SeededCourse } from './fixtures/academyCourse.ts';

// Issue 38, the staff side: a master opens a lesson in the dashboard's lesson form; a caption file with a broken
// timing line is refused with its line; a Creole WebVTT file (byte order mark, CRLF, header text, a NOTE, cue
// settings, styling tags) and a Portuguese SRT are read in the browser, previewed over the lesson's YouTube video and
// saved with it;
// the database holds plain cues, a learner reads them, Ctrl+K finds a word spoken in them; removing the Portuguese
// file deletes that row. In Creole (the default language).
const WAIT = { timeout: 15_000 };
/** Spoken only in the uploaded Creole file. */
const SPOKEN_WORD = 'zoukoumoukou';

const brokenSrt = ['1', '00:00:01,000 --> 00:00:03,500', 'Bonjou.', '', '2', '00:00:03,500 -> 00:00:06,000', 'Ann kòmanse.', ''].join(
  '\r\n',
);
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
  '00:00:42.250 --> 00:00:47.000',
  `Kounye a nou louvri <i>${SPOKEN_WORD}</i> la`,
  'ak asistan IA a &amp; editè a.',
  '',
].join('\r\n');
const portugueseSrt = [
  '1',
  '00:00:01,000 --> 00:00:03,500',
  'Olá, bem-vindos à aula.',
  '',
  '2',
  '00:00:42,250 --> 00:00:47,000',
  'Agora abrimos o <i>editor</i>.',
  '',
].join('\n');

const creoleCues = [
  { start: 1, end: 3.5, text: 'Bonjou, byenveni nan leson an.' },
  { start: 42.25, end: 47, text: `Kounye a nou louvri ${SPOKEN_WORD} la\nak asistan IA a & editè a.` },
];

describe.skipIf(!hasChromium)('staff put caption files on a lesson in the dashboard', () => {
  let app: TestApp;
  let browser: Browser;
  let course: SeededCourse;
  let master: Page;
  const contexts: BrowserContext[] = [];

  async function signedIn(role: 'master' | 'student', path: string): Promise<Page> {
    const email = uniqueEmail(`caption-upload-${role}`);
    await createUser(app, { email, password: STRONG_PASSWORD, role });
    const context = await browser.newContext({ viewport: viewports.desktop });
    contexts.push(context);
    // The YouTube player script, offline: the stub the stories use, which says where the player was sought.
    await context.route(/^https:\/\/www\.youtube\.com\/iframe_api/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: YOUTUBE_STUB_SCRIPT }),
    );
    const page = await context.newPage();
    await signInViaUi(page, app.url, email);
    await waitForPath(page, path);
    return page;
  }

  const dialog = () => master.getByRole('dialog');
  const captions = () => dialog().getByRole('group', { name: 'Soutit' });
  const storedCaptions = async () => {
    const { data, error } = await serviceClient(app.url, app.server.secretKey)
      .from('lesson_captions')
      .select('language,file_name,cues')
      .eq('video_id', course.lessonYoutube.id)
      .order('language');
    if (error) throw new Error(error.message);
    return data as { language: string; file_name: string; cues: unknown }[];
  };

  async function openLessonForm() {
    await master.goto(`${app.url}/dashboard/videos`);
    await master.getByRole('button', { name: `Modifye: ${course.lessonYoutube.title}` }).click();
    await expect.poll(() => captions().count(), WAIT).toBe(1);
  }

  beforeAll(async () => {
    const launching = openBrowser();
    app = await startApp({ seed: false });
    browser = await launching;
    course = await seedAcademyCourses(serviceClient(app.url, app.server.secretKey), await uploadLessonVideo(app.url, app.server.secretKey));
    master = await signedIn('master', '/dashboard');
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await app?.stop();
  });

  it('refuses a broken file with its line, previews Creole captions over the lesson and saves Creole and Portuguese as plain cues', async () => {
    await openLessonForm();
    const file = (name: string, text: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') });
    await chooseFile(captions().getByLabel('Chwazi yon fichye (Kreyòl)'), file('leson-1.srt', brokenSrt));
    await expect
      .poll(() => captions().getByRole('alert').textContent(), WAIT)
      .toBe('Nou pa ka li leson-1.srt nan liy 6: lè a mal ekri; ekri l konsa: 00:01:02.500 (oswa 00:01:02,500 nan yon SRT).');

    await chooseFile(captions().getByLabel('Chwazi yon fichye (Kreyòl)'), file('leson-1.ht.vtt', creoleVtt));
    await chooseFile(captions().getByLabel('Chwazi yon fichye (Português)'), file('aula-1.pt.srt', portugueseSrt));
    await expect.poll(() => captions().getByText('Nouvo: leson-1.ht.vtt (2 soutit). Y ap anrejistre ak leson an.').count(), WAIT).toBe(1);
    await expect.poll(() => captions().getByText('Nouvo: aula-1.pt.srt (2 soutit). Y ap anrejistre ak leson an.').count(), WAIT).toBe(1);
    expect(await captions().getByRole('alert').count()).toBe(0);

    // The preview, before anything is saved: a line pressed puts its cue in the caption box over the lesson.
    await captions().getByRole('button', { name: 'Apèsi (Kreyòl)' }).click();
    const preview = captions().getByRole('region', { name: 'Apèsi soutit yo: Kreyòl' });
    await preview.getByRole('button', { name: new RegExp(`^0:42\\s*Kounye a nou louvri ${SPOKEN_WORD}`) }).click();
    await expect.poll(() => preview.getByTestId('caption-preview-box').innerText(), WAIT).toBe(creoleCues[1]!.text);
    await expect.poll(() => preview.locator('[data-youtube-stub]').getAttribute('data-at'), WAIT).toBe('42.25');
    expect(await storedCaptions()).toEqual([]);

    await dialog().getByRole('button', { name: 'Anrejistre videyo a' }).click();
    await expect.poll(() => dialog().count(), WAIT).toBe(0);
    expect(await storedCaptions()).toEqual([
      { language: 'ht', file_name: 'leson-1.ht.vtt', cues: creoleCues },
      {
        language: 'pt',
        file_name: 'aula-1.pt.srt',
        cues: [
          { start: 1, end: 3.5, text: 'Olá, bem-vindos à aula.' },
          { start: 42.25, end: 47, text: 'Agora abrimos o editor.' },
        ],
      },
    ]);
  });

  it('a learner reads the saved cues and finds a spoken word, opened at its second', async () => {
    const email = uniqueEmail('caption-upload-reader');
    await createUser(app, { email, password: STRONG_PASSWORD, role: 'student' });
    const grant = await fetch(`${app.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: app.server.publishableKey },
      body: JSON.stringify({ email, password: STRONG_PASSWORD }),
    });
    const { access_token: token } = (await grant.json()) as { access_token: string };
    const response = await fetch(
      `${app.url}/rest/v1/lesson_captions?select=language,cues&video_id=eq.${course.lessonYoutube.id}&order=language`,
      {
        headers: { apikey: app.server.publishableKey, authorization: `Bearer ${token}` },
      },
    );
    const read = (await response.json()) as { language: string; cues: unknown }[];
    expect(read.map((row) => row.language)).toEqual(['ht', 'pt']);
    expect(read[0]!.cues).toEqual(creoleCues);

    const learner = await signedIn('student', '/plans');
    await learner.keyboard.press('Control+k');
    const field = learner.getByRole('combobox', { name: 'Chèche leson, diskisyon, prompt, zouti ak sijè' });
    await field.waitFor(WAIT);
    await field.fill(SPOKEN_WORD);
    const spoken = learner.getByRole('group', { name: 'Sa yo di nan leson yo' });
    await expect.poll(() => spoken.getByRole('option').count(), WAIT).toBe(1);
    expect(await spoken.getByRole('option').innerText()).toContain('a 0:42');
    await field.press('Enter');
    await expect
      .poll(() => new URL(learner.url()).pathname + new URL(learner.url()).search, WAIT)
      .toBe(`/academy/coder-ai/${course.lessonYoutube.id}?t=42`);
  });

  it('removing the Portuguese file deletes that language only', async () => {
    await openLessonForm();
    await expect.poll(() => captions().getByText('aula-1.pt.srt (2 soutit)').count(), WAIT).toBe(1);
    await captions().getByRole('button', { name: 'Retire (Português)' }).click();
    await expect.poll(() => captions().getByText('aula-1.pt.srt ap retire lè w anrejistre leson an.').count(), WAIT).toBe(1);
    await dialog().getByRole('button', { name: 'Anrejistre videyo a' }).click();
    await expect.poll(() => dialog().count(), WAIT).toBe(0);
    expect((await storedCaptions()).map((row) => row.language)).toEqual(['ht']);
  });
});
