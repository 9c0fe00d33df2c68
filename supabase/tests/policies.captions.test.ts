// Policy matrix, part 8 (issue 38): lesson captions. A lesson's captions are read exactly by those who may read its
// row of videos (premium lessons: subscribers and staff; hidden lessons and lessons of a draft course: staff), through
// the table and through search; only staff add, replace and remove them; cues are checked by the database.
import { marker, ownerCount, ownerValue, runPolicyMatrix, type PolicyCase } from './matrix.ts';
import { actors, nobody, staff, subscribers, type Actor, type World } from './world.ts';

const everyone = actors;
const subscribersAndStaff: Actor[] = [...subscribers, ...staff];

type Cue = { start: number; end: number; text: string };
type Hit = {
  kind: string;
  id: string;
  title: string;
  snippet: string | null;
  context: string | null;
  lesson_id: string | null;
  at_seconds: number | null;
};

/** A word no other row holds (letters only, so search takes it as one word). */
function word(label: string): string {
  const letters = Array.from({ length: 10 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');
  return `${label}${letters}`;
}

const cuesSaying = (text: string, at = 95): Cue[] => [
  { start: 1, end: 3, text: 'Bonjou tout moun.' },
  { start: at + 0.6, end: at + 4, text },
];

async function lessonIn(w: World, extra: { isPrivate?: boolean; isHidden?: boolean; draft?: boolean } = {}): Promise<string> {
  const one = async (query: string, params: unknown[]) => (await w.backend.sql<{ id: string }>(query, params))[0]!.id;
  let module = w.ids.module;
  if (extra.draft) {
    const course = await one(`insert into public.courses (slug, title, state) values ($1, 'Bouyon', 'draft') returning id`, [
      marker('draft'),
    ]);
    module = await one(`insert into public.modules (course_id, title, position) values ($1, 'Modil', 1) returning id`, [course]);
  }
  return one(`insert into public.videos (title, youtube_url, is_private, is_hidden, module_id) values ($1, $2, $3, $4, $5) returning id`, [
    marker('Leson'),
    'https://www.youtube.com/watch?v=CAPTIONvid1',
    extra.isPrivate ?? false,
    extra.isHidden ?? false,
    module,
  ]);
}

async function captionsAsOwner(w: World, videoId: string, language: string, cues: Cue[]): Promise<void> {
  await w.backend.sql(`insert into public.lesson_captions (video_id, language, cues, file_name) values ($1, $2, $3, 'leson.vtt')`, [
    videoId,
    language,
    JSON.stringify(cues),
  ]);
}

/** Reads a lesson's captions as the learner screens do; true when the spoken text came back. */
const readsCaptions = (name: string, lesson: Parameters<typeof lessonIn>[1], allowed: readonly Actor[]): PolicyCase => ({
  name,
  allowed,
  run: async (w, actor) => {
    const videoId = await lessonIn(w, lesson);
    const said = word('said');
    await captionsAsOwner(w, videoId, 'ht', cuesSaying(said));
    const { data, error } = await w.client[actor].from('lesson_captions').select('language,cues').eq('video_id', videoId);
    return !error && JSON.stringify(data).includes(said);
  },
});

async function search(w: World, actor: Actor, q: string, lang?: string): Promise<Hit[]> {
  const { data, error } = await w.client[actor].rpc('search_everything', { q, lim: 20, ...(lang ? { lang } : {}) });
  if (error) throw new Error(`search_everything as ${actor}: ${error.message}`);
  return data as Hit[];
}

/** Searches a word spoken in a new lesson; true when any result carries the lesson or the cue's words. */
const searchFindsSpoken = (name: string, lesson: Parameters<typeof lessonIn>[1], allowed: readonly Actor[]): PolicyCase => ({
  name,
  allowed,
  run: async (w, actor) => {
    const videoId = await lessonIn(w, lesson);
    const said = word('spoken');
    await captionsAsOwner(w, videoId, 'pt', cuesSaying(`Agora o ${said} aparece na tela`));
    const hits = await search(w, actor, said);
    return hits.some((hit) => hit.lesson_id === videoId || hit.id === videoId || JSON.stringify(hit).includes(said));
  },
});

const cases: PolicyCase[] = [
  readsCaptions("lesson_captions: reads a free lesson's captions", {}, everyone),
  readsCaptions("lesson_captions: reads a premium lesson's captions", { isPrivate: true }, subscribersAndStaff),
  readsCaptions("lesson_captions: reads a hidden lesson's captions", { isHidden: true }, staff),
  readsCaptions("lesson_captions: reads the captions of a draft course's lesson", { draft: true }, staff),
  {
    name: 'lesson_captions: adds captions to a lesson',
    allowed: staff,
    run: async (w, actor) => {
      const videoId = await lessonIn(w);
      await w.client[actor]
        .from('lesson_captions')
        .insert({ video_id: videoId, language: 'pt', cues: cuesSaying('Olá'), file_name: 'aula.srt' });
      return (await ownerCount(w, 'select count(*) as value from public.lesson_captions where video_id = $1', [videoId])) === 1;
    },
  },
  {
    name: "lesson_captions: replaces a lesson's captions",
    allowed: staff,
    run: async (w, actor) => {
      const videoId = await lessonIn(w);
      await captionsAsOwner(w, videoId, 'en', cuesSaying('Hello'));
      const said = word('replaced');
      await w.client[actor]
        .from('lesson_captions')
        .update({ cues: cuesSaying(said), file_name: 'new.vtt' })
        .eq('video_id', videoId)
        .eq('language', 'en');
      return String(await ownerValue(w, 'select cues::text as value from public.lesson_captions where video_id = $1', [videoId])).includes(
        said,
      );
    },
  },
  {
    name: "lesson_captions: removes a lesson's captions",
    allowed: staff,
    run: async (w, actor) => {
      const videoId = await lessonIn(w);
      await captionsAsOwner(w, videoId, 'ht', cuesSaying('Bonjou'));
      await w.client[actor].from('lesson_captions').delete().eq('video_id', videoId);
      return (await ownerCount(w, 'select count(*) as value from public.lesson_captions where video_id = $1', [videoId])) === 0;
    },
  },
  {
    name: 'lesson_captions (attack): saves cues that are not plain cues (markup object, negative time, extra key, empty)',
    allowed: nobody,
    // The same insert with valid cues is seen.
    control: async (w) => {
      const videoId = await lessonIn(w);
      await w.backend
        .serviceClient()
        .from('lesson_captions')
        .insert({ video_id: videoId, language: 'ht', cues: cuesSaying('ok') });
      return (await ownerCount(w, 'select count(*) as value from public.lesson_captions where video_id = $1', [videoId])) === 1;
    },
    run: async (w, actor) => {
      const videoId = await lessonIn(w);
      const client = w.client[actor];
      for (const cues of [
        [{ start: 1, end: 2, text: { html: '<b>x</b>' } }],
        [{ start: -1, end: 2, text: 'x' }],
        [{ start: 3, end: 2, text: 'x' }],
        [{ start: 1, end: 2, text: 'x', html: '<b>x</b>' }],
        [{ start: '1', end: 2, text: 'x' }],
        [{ start: 1, end: 2, text: '' }],
        [],
        { start: 1, end: 2, text: 'x' },
      ])
        await client.from('lesson_captions').insert({ video_id: videoId, language: 'ht', cues });
      await client.from('lesson_captions').insert({ video_id: videoId, language: 'fr', cues: cuesSaying('Salut') });
      return (await ownerCount(w, 'select count(*) as value from public.lesson_captions where video_id = $1', [videoId])) > 0;
    },
  },
  {
    name: 'lesson_caption_cues (attack): reads or writes the search copy of cues directly',
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      const videoId = await lessonIn(w, { isPrivate: true });
      const said = word('copy');
      await captionsAsOwner(w, videoId, 'ht', cuesSaying(said));
      const read = await w.client[actor].from('lesson_caption_cues').select('text').eq('video_id', videoId);
      return !read.error && JSON.stringify(read.data).includes(said);
    },
  },
  searchFindsSpoken('search: finds a word spoken in a free lesson', {}, everyone),
  searchFindsSpoken('search: finds (or shows) a word spoken in a premium lesson', { isPrivate: true }, subscribersAndStaff),
  searchFindsSpoken('search: finds a word spoken in a hidden lesson', { isHidden: true }, staff),
  searchFindsSpoken("search: finds a word spoken in a draft course's lesson", { draft: true }, staff),
  {
    name: 'search: a spoken word opens its lesson at the second of its cue, the cue shown',
    allowed: everyone,
    run: async (w, actor) => {
      const videoId = await lessonIn(w);
      const said = word('second');
      await captionsAsOwner(w, videoId, 'ht', cuesSaying(`Kounye a ${said} parèt sou ekran an`, 125));
      const hit = (await search(w, actor, said)).find((row) => row.kind === 'caption' && row.lesson_id === videoId);
      return hit?.at_seconds === 125 && hit.snippet === `Kounye a ${said} parèt sou ekran an` && hit.id === videoId;
    },
  },
  {
    name: "search: 'configuracao' finds 'configuração' spoken in a lesson",
    allowed: everyone,
    run: async (w, actor) => {
      const videoId = await lessonIn(w);
      const said = word('accent');
      await captionsAsOwner(w, videoId, 'pt', cuesSaying(`A configuração do ${said}`));
      return (await search(w, actor, `configuracao ${said}`)).some((hit) => hit.kind === 'caption' && hit.lesson_id === videoId);
    },
  },
  {
    name: 'search: a misspelt spoken word still finds its cue',
    allowed: everyone,
    run: async (w, actor) => {
      const videoId = await lessonIn(w);
      await captionsAsOwner(w, videoId, 'ht', cuesSaying('Nou pral konfigire otantifikasyon an'));
      return (await search(w, actor, 'otantifkasyon')).some((hit) => hit.kind === 'caption' && hit.lesson_id === videoId);
    },
  },
  {
    name: "search: a lesson's cue in the reader's language is the one shown",
    allowed: everyone,
    run: async (w, actor) => {
      const videoId = await lessonIn(w);
      const said = word('lang');
      await captionsAsOwner(w, videoId, 'ht', cuesSaying(`${said} an kreyòl`, 10));
      await captionsAsOwner(w, videoId, 'pt', cuesSaying(`${said} em português`, 20));
      const hits = (await search(w, actor, said, 'pt')).filter((hit) => hit.kind === 'caption' && hit.lesson_id === videoId);
      return hits.length === 1 && hits[0]!.at_seconds === 20 && hits[0]!.snippet === `${said} em português`;
    },
  },
  {
    name: 'search: replaced or removed captions are no longer found',
    allowed: nobody,
    // Before the change, the same search finds the cue.
    control: async (w) => {
      const videoId = await lessonIn(w);
      const said = word('before');
      await captionsAsOwner(w, videoId, 'ht', cuesSaying(said));
      return (await search(w, 'student', said)).some((hit) => hit.lesson_id === videoId);
    },
    run: async (w, actor) => {
      const videoId = await lessonIn(w);
      const [gone, removed] = [word('gone'), word('removed')];
      await captionsAsOwner(w, videoId, 'ht', cuesSaying(gone));
      await captionsAsOwner(w, videoId, 'en', cuesSaying(removed));
      await w.backend.sql(`update public.lesson_captions set cues = $2 where video_id = $1 and language = 'ht'`, [
        videoId,
        JSON.stringify(cuesSaying('Lòt bagay')),
      ]);
      await w.backend.sql(`delete from public.lesson_captions where video_id = $1 and language = 'en'`, [videoId]);
      const hits = [...(await search(w, actor, gone)), ...(await search(w, actor, removed))];
      return hits.some((hit) => hit.lesson_id === videoId);
    },
  },
];

runPolicyMatrix('captions', cases);
