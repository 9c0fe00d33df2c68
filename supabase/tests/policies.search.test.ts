// Policy matrix, part 5: one search (issue 21). search_everything() runs as its owner and checks every rule
// itself, so each rule it must keep is a case here, for every actor: hidden things only for staff, premium
// prompt text matched and shown only for subscribers and staff, and the matching itself (accents, typos,
// the course's name) for everyone.
import { runPolicyMatrix, type PolicyCase } from './matrix.ts';
import { actors, staff, subscribers, type Actor, type World } from './world.ts';

const everyone = actors;
const subscribersAndStaff: Actor[] = [...subscribers, ...staff];

type Hit = { kind: string; id: string; title: string; snippet: string | null; is_locked: boolean; course_slug: string | null };

/** Words no other row of the world holds, so a hit can only come from the row made for the case. */
type Searchable = {
  courseSlug: string;
  lesson: string;
  hiddenLesson: string;
  premiumPrompt: string;
  hiddenPrompt: string;
  topic: string;
  hiddenTopic: string;
  tool: string;
  message: string;
  premiumMessage: string;
  hiddenMessage: string;
  replyToHidden: string;
  automationCourse: string;
  gameCourse: string;
  draftCourse: string;
  stripe: string;
  figma: string;
};

const made = new WeakMap<World, Promise<Searchable>>();

/** The rows the cases search for, made once per world as the database owner. */
function searchable(world: World): Promise<Searchable> {
  let rows = made.get(world);
  if (!rows) {
    rows = makeSearchable(world);
    made.set(world, rows);
  }
  return rows;
}

async function makeSearchable(world: World): Promise<Searchable> {
  const one = async (query: string, params: unknown[]) => (await world.backend.sql<{ id: string }>(query, params))[0]!.id;
  const courseSlug = `${world.ids.course}-kominote`.slice(0, 60);
  const course = await one(
    `insert into public.courses (state, slug, title, category, level) values ('published', $1, 'Kominote Zanmi', 'AI Development', 'Beginner') returning id`,
    [courseSlug],
  );
  const module = await one(`insert into public.modules (course_id, title, position) values ($1, 'Modil', 1) returning id`, [course]);
  const video = (title: string, description: string, isHidden: boolean) =>
    one(`insert into public.videos (title, description, is_hidden, module_id) values ($1, $2, $3, $4) returning id`, [
      title,
      description,
      isHidden,
      module,
    ]);
  const prompt = (title: string, text: string, isPremium: boolean, isHidden: boolean) =>
    one(`insert into public.ai_prompts (title, text, type, is_premium, is_hidden) values ($1, $2, 'Rule', $3, $4) returning id`, [
      title,
      text,
      isPremium,
      isHidden,
    ]);
  const topic = (title: string, content: string, isHidden: boolean) =>
    one(`insert into public.discussion_subjects (title, content, created_by, is_hidden) values ($1, $2, $3, $4) returning id`, [
      title,
      content,
      world.victim.id,
      isHidden,
    ]);
  const message = (videoId: string, body: string, isHidden: boolean, parentId: string | null = null) =>
    one(
      `insert into public.lesson_messages (video_id, parent_id, author_id, body, at_seconds, is_hidden) values ($1, $2, $3, $4, 95, $5) returning id`,
      [videoId, parentId, world.victim.id, body, isHidden],
    );
  const hiddenMessage = await message(world.ids.freeVideo, 'Why does the trumbelow step fail?', true);
  return {
    message: await message(world.ids.freeVideo, 'At this second the wobblestone appears', false),
    premiumMessage: await message(world.ids.premiumVideo, 'How do I configure the frindlewax?', false),
    hiddenMessage,
    replyToHidden: await message(world.ids.freeVideo, 'Reply about the zinquapod', false, hiddenMessage),
    courseSlug,
    lesson: await video('Prompt engineering for builders', 'Workflows de automação com agentes', false),
    hiddenLesson: await video('Quasarflux secrets', 'not yet published', true),
    premiumPrompt: await prompt('Premium refactor rule', 'Always zebraquux the legacy modules first', true, false),
    hiddenPrompt: await prompt('Draft glimmerwick rule', 'draft text', false, true),
    topic: await topic('Deploying on Supabase', 'How do I ship the plombinet migration?', false),
    hiddenTopic: await topic('Moderated snorbleflap thread', 'spam', true),
    // Courses themselves (issue 33, issue 39.10): found in any of their languages; a draft by staff only.
    automationCourse: await one(
      `insert into public.courses (slug, title, translations, state) values ($1, 'Otomatizasyon', $2, 'announced') returning id`,
      [`${courseSlug}-auto`, { pt: { title: 'Automação' }, en: { title: 'Automation' } }],
    ),
    gameCourse: await one(`insert into public.courses (slug, title, state) values ($1, 'Jwèt avèk IA', 'published') returning id`, [
      `${courseSlug}-game`,
    ]),
    draftCourse: await one(`insert into public.courses (slug, title, state) values ($1, 'Bouyon Zorblaxian', 'draft') returning id`, [
      `${courseSlug}-draft`,
    ]),
    stripe: await one(
      `insert into public.tools (name, category, url) values ('Stripe', 'Backend', 'https://stripe.example') returning id`,
      [],
    ),
    figma: await one(`insert into public.tools (name, category, url) values ('Figma', 'Design', 'https://figma.example') returning id`, []),
    tool: await one(
      `insert into public.tools (name, description, category, url) values ('Cursorix', 'An editor for vibewrangling', 'AI', 'https://cursorix.example') returning id`,
      [],
    ),
  };
}

async function search(world: World, actor: Actor, q: string, lang?: string): Promise<Hit[]> {
  const { data, error } = await world.client[actor].rpc('search_everything', { q, lim: 20, ...(lang ? { lang } : {}) });
  if (error) throw new Error(`search_everything as ${actor}: ${error.message}`);
  return data as Hit[];
}

/** True when searching `q` as `actor` returns the row `pick` names. */
function finds(q: string, pick: (rows: Searchable) => string): PolicyCase['run'] {
  return async (world, actor) => {
    const rows = await searchable(world);
    return (await search(world, actor, q)).some((hit) => hit.id === pick(rows));
  };
}

const cases: PolicyCase[] = [
  { name: 'search: finds a lesson by a word of its title', allowed: everyone, run: finds('engineering', (r) => r.lesson) },
  { name: 'search: finds a lesson by a misspelt word', allowed: everyone, run: finds('enginering', (r) => r.lesson) },
  { name: 'search: finds a lesson by a prefix (type-ahead)', allowed: everyone, run: finds('prompt engin', (r) => r.lesson) },
  { name: "search: 'automacao' finds 'automação' in a description", allowed: everyone, run: finds('automacao', (r) => r.lesson) },
  { name: "search: 'kominote' finds a lesson of the course 'Kominote Zanmi'", allowed: everyone, run: finds('kominote', (r) => r.lesson) },
  { name: 'search: finds a forum topic by a word of its content', allowed: everyone, run: finds('plombinet', (r) => r.topic) },
  { name: 'search: finds a tool by its description', allowed: everyone, run: finds('vibewrangling', (r) => r.tool) },
  {
    name: 'search: finds a premium prompt by its title (shown locked)',
    allowed: everyone,
    run: finds('refactor rule', (r) => r.premiumPrompt),
  },
  { name: 'search: matches premium prompt text', allowed: subscribersAndStaff, run: finds('zebraquux', (r) => r.premiumPrompt) },
  {
    name: 'search: shows premium prompt text',
    allowed: subscribersAndStaff,
    run: async (world, actor) => {
      const rows = await searchable(world);
      const hit = (await search(world, actor, 'premium refactor')).find((row) => row.id === rows.premiumPrompt);
      return hit !== undefined && hit.snippet !== null && hit.snippet.includes('zebraquux') && !hit.is_locked;
    },
  },
  {
    name: "search: finds a question in a free lesson's discussion, at its second",
    allowed: everyone,
    run: async (world, actor) => {
      const rows = await searchable(world);
      const hit = (await search(world, actor, 'wobblestone')).find((row) => row.id === rows.message);
      return hit !== undefined && hit.kind === 'discussion' && (hit as Hit & { at_seconds: number }).at_seconds === 95;
    },
  },
  {
    name: "search: finds a question in a premium lesson's discussion",
    allowed: subscribersAndStaff,
    run: finds('frindlewax', (r) => r.premiumMessage),
  },
  { name: 'search: finds a hidden discussion message', allowed: staff, run: finds('trumbelow', (r) => r.hiddenMessage) },
  { name: 'search: finds a reply to a hidden question', allowed: staff, run: finds('zinquapod', (r) => r.replyToHidden) },
  { name: 'search: finds a hidden lesson', allowed: staff, run: finds('quasarflux', (r) => r.hiddenLesson) },
  { name: 'search: finds a hidden prompt', allowed: staff, run: finds('glimmerwick', (r) => r.hiddenPrompt) },
  { name: 'search: finds a hidden topic', allowed: staff, run: finds('snorbleflap', (r) => r.hiddenTopic) },
  {
    name: "search: 'Automation' finds the course by its English title",
    allowed: everyone,
    run: finds('Automation', (r) => r.automationCourse),
  },
  {
    name: "search: 'automação' finds the course by its Portuguese title",
    allowed: everyone,
    run: finds('automação', (r) => r.automationCourse),
  },
  { name: "search: 'Jwèt' finds the course 'Jwèt avèk IA'", allowed: everyone, run: finds('Jwèt', (r) => r.gameCourse) },
  { name: 'search: finds a draft course', allowed: staff, run: finds('zorblaxian', (r) => r.draftCourse) },
  { name: "search: 'Supabsae' (two letters swapped) finds 'Supabase'", allowed: everyone, run: finds('Supabsae', (r) => r.topic) },
  { name: "search: 'Stirpe' (two letters swapped) finds 'Stripe'", allowed: everyone, run: finds('Stirpe', (r) => r.stripe) },
  { name: "search: 'Fgma' (a letter missing) finds 'Figma'", allowed: everyone, run: finds('Fgma', (r) => r.figma) },
  {
    name: "search: a course is shown in the reader's language, its title matching first",
    allowed: everyone,
    run: async (world, actor) => {
      const rows = await searchable(world);
      const hits = await search(world, actor, 'otomatizasyon', 'pt');
      return hits[0]?.id === rows.automationCourse && hits[0].kind === 'course' && hits[0].title === 'Automação';
    },
  },
];

runPolicyMatrix('search', cases);
