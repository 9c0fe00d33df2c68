// Policy matrix, part 5: the discussion at the second of a lesson (lesson_messages and the per-lesson
// question counts), for every actor of SPEC section 6. Those who may watch a lesson read and write its
// discussion; hidden messages are for staff and their own author; authors edit and delete their own; staff hide and delete.
import { marker, ownerCount, ownerValue, returnedRow, runPolicyMatrix, type PolicyCase } from './matrix.ts';
import { actors, members, nobody, staff, subscribers, type Actor, type World } from './world.ts';

const everyone = actors;
const subscribersAndStaff: Actor[] = [...subscribers, ...staff];

type MessageSpec = { video: string; author: string; parent?: string; hidden?: boolean; body?: string };

/** A message inserted as the owner (policies and API guards do not apply). */
async function messageBy(w: World, spec: MessageSpec): Promise<string> {
  const [row] = await w.backend.sql<{ id: string }>(
    `insert into public.lesson_messages (video_id, author_id, parent_id, is_hidden, body, at_seconds)
     values ($1, $2, $3, $4, $5, 95) returning id`,
    [spec.video, spec.author, spec.parent ?? null, spec.hidden ?? false, spec.body ?? marker('message')],
  );
  return row!.id;
}

const countOf = (w: World, body: string) => ownerCount(w, 'select count(*) as value from public.lesson_messages where body = $1', [body]);

const readCase = (name: string, allowed: readonly Actor[], spec: (w: World) => Promise<MessageSpec>): PolicyCase => ({
  name,
  allowed,
  run: async (w, actor) => {
    const id = await messageBy(w, await spec(w));
    return returnedRow(await w.client[actor].from('lesson_messages').select('id, body, at_seconds').eq('id', id), id);
  },
});

const askCase = (name: string, allowed: readonly Actor[], video: (w: World) => string): PolicyCase => ({
  name,
  allowed,
  run: async (w, actor) => {
    const body = marker('question');
    await w.client[actor].from('lesson_messages').insert({ video_id: video(w), body, at_seconds: 95 });
    return (await countOf(w, body)) === 1;
  },
});

const reading: PolicyCase[] = [
  readCase('lesson_messages: reads a question on a free lesson', everyone, async (w) => ({ video: w.ids.freeVideo, author: w.victim.id })),
  readCase('lesson_messages: reads a question on a premium lesson', subscribersAndStaff, async (w) => ({
    video: w.ids.premiumVideo,
    author: w.victim.id,
  })),
  readCase('lesson_messages: reads a question on a hidden lesson', staff, async (w) => ({ video: w.ids.hiddenVideo, author: w.victim.id })),
  readCase('lesson_messages: reads a hidden message', staff, async (w) => ({ video: w.ids.freeVideo, author: w.victim.id, hidden: true })),
  {
    name: 'lesson_messages: reads their own message hidden by staff',
    allowed: members,
    run: async (w, actor) => {
      const author = w.userId[actor];
      if (!author) return false;
      const id = await messageBy(w, { video: w.ids.freeVideo, author, hidden: true });
      return returnedRow(await w.client[actor].from('lesson_messages').select('id, body, at_seconds').eq('id', id), id);
    },
  },
  readCase('lesson_messages: reads a reply to a hidden question', staff, async (w) => ({
    video: w.ids.freeVideo,
    author: w.victim.id,
    parent: await messageBy(w, { video: w.ids.freeVideo, author: w.victim.id, hidden: true }),
  })),
  {
    name: 'lesson_question_counts: counts the questions of a premium lesson',
    allowed: subscribersAndStaff,
    run: async (w, actor) => {
      await messageBy(w, { video: w.ids.premiumVideo, author: w.victim.id });
      const result = await w.client[actor].from('lesson_question_counts').select('video_id, questions').eq('video_id', w.ids.premiumVideo);
      return !result.error && ((result.data as { questions: number }[])[0]?.questions ?? 0) > 0;
    },
  },
];

const writing: PolicyCase[] = [
  askCase('lesson_messages: asks a question on a free lesson', members, (w) => w.ids.freeVideo),
  askCase('lesson_messages: asks a question on a premium lesson', subscribersAndStaff, (w) => w.ids.premiumVideo),
  askCase('lesson_messages: asks a question on a hidden lesson', staff, (w) => w.ids.hiddenVideo),
  {
    name: "lesson_messages (attack): writes in another member's name",
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      const body = marker('impostor');
      await w.client[actor].from('lesson_messages').insert({ video_id: w.ids.freeVideo, author_id: w.victim.id, body });
      return (await countOf(w, body)) === 1;
    },
  },
  {
    name: 'lesson_messages (attack): writes a message already hidden',
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      const body = marker('pre-hidden');
      await w.client[actor]
        .from('lesson_messages')
        .insert({ video_id: w.ids.freeVideo, author_id: w.userId[actor], body, is_hidden: true });
      return (await countOf(w, body)) === 1;
    },
  },
  {
    // by_staff is set by the database: a learner claiming it gets false, staff get true without asking.
    name: 'lesson_messages: a message is marked as written by staff',
    allowed: staff,
    run: async (w, actor) => {
      const body = marker('answer');
      await w.client[actor].from('lesson_messages').insert({ video_id: w.ids.freeVideo, body, by_staff: true });
      return (await ownerValue(w, 'select by_staff as value from public.lesson_messages where body = $1', [body])) === true;
    },
  },
  {
    name: 'lesson_messages (attack): dates a message in the future',
    allowed: nobody,
    control: async (w) => {
      const body = marker('future');
      await messageBy(w, { video: w.ids.freeVideo, author: w.victim.id, body });
      await w.backend.sql(`update public.lesson_messages set created_at = '2099-01-01' where body = $1`, [body]);
      return (
        (await ownerCount(w, `select count(*) as value from public.lesson_messages where body = $1 and created_at > '2090-01-01'`, [
          body,
        ])) === 1
      );
    },
    run: async (w, actor) => {
      const body = marker('future');
      await w.client[actor].from('lesson_messages').insert({ video_id: w.ids.freeVideo, body, created_at: '2099-01-01T00:00:00Z' });
      return (
        (await ownerCount(w, `select count(*) as value from public.lesson_messages where body = $1 and created_at > '2090-01-01'`, [
          body,
        ])) === 1
      );
    },
  },
  {
    name: 'lesson_messages: replies to a question',
    allowed: members,
    run: async (w, actor) => {
      const parent_id = await messageBy(w, { video: w.ids.freeVideo, author: w.victim.id });
      const body = marker('reply');
      await w.client[actor].from('lesson_messages').insert({ video_id: w.ids.freeVideo, parent_id, body });
      return (await countOf(w, body)) === 1;
    },
  },
  {
    name: 'lesson_messages: replies to a hidden question',
    allowed: staff,
    run: async (w, actor) => {
      const parent_id = await messageBy(w, { video: w.ids.freeVideo, author: w.victim.id, hidden: true });
      const body = marker('reply');
      await w.client[actor].from('lesson_messages').insert({ video_id: w.ids.freeVideo, parent_id, body });
      return (await countOf(w, body)) === 1;
    },
  },
  {
    // Replies are one level deep, and stay on their question's lesson: refused even to the owner.
    name: 'lesson_messages (attack): replies to a reply, or from another lesson',
    allowed: nobody,
    control: async (w) => {
      // The detector sees a reply when one is made with valid input (a reply to the question, as the owner).
      const body = marker('valid');
      const question = await messageBy(w, { video: w.ids.freeVideo, author: w.victim.id });
      await messageBy(w, { video: w.ids.freeVideo, author: w.victim.id, parent: question, body });
      return (await countOf(w, body)) === 1;
    },
    run: async (w, actor) => {
      const question = await messageBy(w, { video: w.ids.freeVideo, author: w.victim.id });
      const reply = await messageBy(w, { video: w.ids.freeVideo, author: w.victim.id, parent: question });
      const body = marker('deep');
      await w.client[actor].from('lesson_messages').insert({ video_id: w.ids.freeVideo, parent_id: reply, body });
      await w.client[actor].from('lesson_messages').insert({ video_id: w.ids.premiumVideo, parent_id: question, body });
      return (await countOf(w, body)) > 0;
    },
  },
];

const changing: PolicyCase[] = [
  {
    name: 'lesson_messages: edits own message',
    allowed: members,
    run: async (w, actor) => {
      const id = await messageBy(w, { video: w.ids.freeVideo, author: w.userId[actor] ?? w.victim.id });
      const body = marker('edited');
      await w.client[actor].from('lesson_messages').update({ body }).eq('id', id);
      const edited = await ownerValue(w, 'select updated_at is not null as value from public.lesson_messages where body = $1', [body]);
      return edited === true;
    },
  },
  {
    name: 'lesson_messages: edits own message on a premium lesson',
    allowed: subscribersAndStaff,
    run: async (w, actor) => {
      const id = await messageBy(w, { video: w.ids.premiumVideo, author: w.userId[actor] ?? w.victim.id });
      const body = marker('edited');
      await w.client[actor].from('lesson_messages').update({ body }).eq('id', id);
      return (await countOf(w, body)) === 1;
    },
  },
  {
    name: "lesson_messages (attack): edits another member's message, or moves own to another lesson or time",
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      const theirs = await messageBy(w, { video: w.ids.freeVideo, author: w.victim.id });
      const body = marker('hijacked');
      await w.client[actor].from('lesson_messages').update({ body }).eq('id', theirs);
      const own = w.userId[actor] ? await messageBy(w, { video: w.ids.freeVideo, author: w.userId[actor]! }) : null;
      if (own) await w.client[actor].from('lesson_messages').update({ video_id: w.ids.hiddenVideo, at_seconds: 5 }).eq('id', own);
      return (
        (await countOf(w, body)) === 1 ||
        (own !== null &&
          (await ownerValue(w, 'select (video_id = $2 or at_seconds = 5) as value from public.lesson_messages where id = $1', [
            own,
            w.ids.hiddenVideo,
          ])) === true)
      );
    },
  },
  {
    name: 'lesson_messages: hides a message (own included)',
    allowed: staff,
    run: async (w, actor) => {
      const theirs = await messageBy(w, { video: w.ids.freeVideo, author: w.victim.id });
      const own = await messageBy(w, { video: w.ids.freeVideo, author: w.userId[actor] ?? w.victim.id });
      await w.client[actor].from('lesson_messages').update({ is_hidden: true }).in('id', [theirs, own]);
      return (
        (await ownerCount(w, 'select count(*) as value from public.lesson_messages where is_hidden and id = any($1)', [[theirs, own]])) > 0
      );
    },
  },
  {
    name: 'lesson_messages: deletes own message',
    allowed: members,
    run: async (w, actor) => {
      const id = await messageBy(w, { video: w.ids.freeVideo, author: w.userId[actor] ?? w.victim.id });
      await w.client[actor].from('lesson_messages').delete().eq('id', id);
      return (await ownerCount(w, 'select count(*) as value from public.lesson_messages where id = $1', [id])) === 0;
    },
  },
  {
    name: "lesson_messages: deletes another member's message",
    allowed: staff,
    run: async (w, actor) => {
      const id = await messageBy(w, { video: w.ids.freeVideo, author: w.victim.id });
      await w.client[actor].from('lesson_messages').delete().eq('id', id);
      return (await ownerCount(w, 'select count(*) as value from public.lesson_messages where id = $1', [id])) === 0;
    },
  },
];

runPolicyMatrix('lesson discussion policies', [...reading, ...writing, ...changing]);
