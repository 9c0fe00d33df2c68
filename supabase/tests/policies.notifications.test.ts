// Policy matrix, notifications (issue 21): who is notified of a lesson thread's new message, and who reads
// and marks read which notification, for every actor of SPEC section 6.
import { marker, ownerCount, ownerValue, returnedRow, runPolicyMatrix, selfId, type PolicyCase } from './matrix.ts';
import { members, nobody, staff, subscribers, type Actor, type World } from './world.ts';

/** A message in a lesson's discussion, written as the owner (the policies on lesson_messages are not under test here). */
async function message(w: World, video: string, author: string, parent: string | null = null): Promise<string> {
  const rows = await w.backend.sql<{ id: string }>(
    `insert into public.lesson_messages (video_id, parent_id, author_id, body, at_seconds) values ($1, $2, $3, $4, 95) returning id`,
    [video, parent, author, marker('body')],
  );
  return rows[0]!.id;
}

/** A notification for `recipient` about a fresh question of the victim's on the free lesson. */
async function notificationFor(w: World, recipient: string): Promise<string> {
  const question = await message(w, w.ids.freeVideo, w.victim.id);
  const rows = await w.backend.sql<{ id: string }>(
    `insert into public.notifications (recipient_id, message_id, video_id, actor_id) values ($1, $2, $3, $4) returning id`,
    [recipient, question, w.ids.freeVideo, w.victim.id],
  );
  return rows[0]!.id;
}

/** The victim's notification, for the attacks on someone else's. */
const victimNotification = (w: World) => notificationFor(w, w.victim.id);
const readAt = (w: World, id: string) => ownerValue(w, 'select read_at as value from public.notifications where id = $1', [id]);

/** Asks a question on `video` as the actor and has the victim answer: true when the actor was notified. */
async function notifiedOfAnswer(w: World, actor: Actor, video: string): Promise<boolean> {
  const self = w.userId[actor];
  if (!self) return false; // anon writes nothing, so is never in a thread
  const question = await message(w, video, self);
  const answer = await message(w, video, w.victim.id, question);
  return (
    (await ownerCount(w, 'select count(*) as value from public.notifications where recipient_id = $1 and message_id = $2', [
      self,
      answer,
    ])) === 1
  );
}

const cases: PolicyCase[] = [
  {
    name: 'notifications: reads own notification',
    allowed: members,
    run: async (w, actor) => {
      if (!w.userId[actor]) return returnedRow(await w.client[actor].from('notifications').select('id'));
      const id = await notificationFor(w, selfId(w, actor));
      return returnedRow(await w.client[actor].from('notifications').select('id').eq('id', id), id);
    },
  },
  {
    name: "notifications (attack): reads another member's notification",
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      const id = await victimNotification(w);
      return returnedRow(await w.client[actor].from('notifications').select('id').eq('id', id), id);
    },
  },
  {
    name: 'notification_feed: lists own notification with its lesson and second',
    allowed: members,
    run: async (w, actor) => {
      if (!w.userId[actor]) return returnedRow(await w.client[actor].from('notification_feed').select('id'));
      const id = await notificationFor(w, selfId(w, actor));
      const { data, error } = await w.client[actor].from('notification_feed').select('id, at_seconds, course_slug').eq('id', id);
      return !error && data?.[0]?.at_seconds === 95 && typeof data[0].course_slug === 'string';
    },
  },
  {
    name: 'notifications: marks own notification read',
    allowed: members,
    run: async (w, actor) => {
      const id = await notificationFor(w, w.userId[actor] ?? w.victim.id);
      await w.client[actor].from('notifications').update({ read_at: new Date().toISOString() }).eq('id', id);
      return (await readAt(w, id)) !== null;
    },
  },
  {
    name: "notifications (attack): marks another member's notification read",
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      const id = await victimNotification(w);
      await w.client[actor].from('notifications').update({ read_at: new Date().toISOString() }).eq('id', id);
      return (await readAt(w, id)) !== null;
    },
  },
  {
    name: 'notifications (attack): hands own notification to another member',
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      // anon has no notification of its own: it tries with a student's.
      const id = await notificationFor(w, w.userId[actor] ?? w.userId.student!);
      await w.client[actor].from('notifications').update({ recipient_id: w.victim.id }).eq('id', id);
      return (await ownerValue(w, 'select recipient_id as value from public.notifications where id = $1', [id])) === w.victim.id;
    },
  },
  {
    name: 'notifications (attack): writes a notification',
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      const question = await message(w, w.ids.freeVideo, w.victim.id);
      await w.client[actor]
        .from('notifications')
        .insert({ recipient_id: w.victim.id, message_id: question, video_id: w.ids.freeVideo, actor_id: w.victim.id });
      return (await ownerCount(w, 'select count(*) as value from public.notifications where message_id = $1', [question])) === 1;
    },
  },
  {
    name: 'notifications (attack): deletes own notification',
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      const id = await notificationFor(w, w.userId[actor] ?? w.victim.id);
      await w.client[actor].from('notifications').delete().eq('id', id);
      return (await ownerCount(w, 'select count(*) as value from public.notifications where id = $1', [id])) === 0;
    },
  },
  {
    name: 'notify trigger: an answer on a free lesson reaches the question author',
    allowed: members,
    run: (w, actor) => notifiedOfAnswer(w, actor, w.ids.freeVideo),
  },
  {
    // The victim (a free student) answers as the owner; the question's author is notified only if they may watch.
    name: 'notify trigger: an answer on a premium lesson reaches only authors who may watch it',
    allowed: [...subscribers, ...staff],
    run: (w, actor) => notifiedOfAnswer(w, actor, w.ids.premiumVideo),
  },
  {
    name: 'notify trigger: an answer on a hidden lesson reaches only staff',
    allowed: staff,
    run: (w, actor) => notifiedOfAnswer(w, actor, w.ids.hiddenVideo),
  },
];

runPolicyMatrix('notifications', cases);
