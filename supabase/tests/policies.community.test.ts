// Policy matrix, part 3: forum topics, comments and likes (and the counts view),
// for every actor of SPEC section 6.
import { marker, ownerCount, ownerValue, returnedRow, runPolicyMatrix, selfId, type PolicyCase } from './matrix.ts';
import { actors, members, nobody, staff, type World } from './world.ts';

const everyone = actors;

/** A visible topic authored by `authorId`, inserted as the owner. */
async function topicBy(w: World, authorId: string | null): Promise<string> {
  const [row] = await w.backend.sql<{ id: string }>(
    `insert into public.discussion_subjects (title, content, created_by) values ($1, 'c', $2) returning id`,
    [marker('topic'), authorId],
  );
  return row!.id;
}

async function commentBy(w: World, authorId: string, topicId: string): Promise<string> {
  const [row] = await w.backend.sql<{ id: string }>(
    `insert into public.discussion_comments (content, subject_id, created_by) values ('hello', $1, $2) returning id`,
    [topicId, authorId],
  );
  return row!.id;
}

const topics: PolicyCase[] = [
  {
    name: 'discussion_subjects: reads a visible topic with its author',
    allowed: everyone,
    run: async (w, actor) =>
      returnedRow(await w.client[actor].from('discussion_subjects').select('id, title').eq('id', w.ids.visibleTopic), w.ids.visibleTopic),
  },
  {
    name: 'discussion_subjects (attack): reads a hidden topic',
    allowed: staff,
    run: async (w, actor) =>
      returnedRow(await w.client[actor].from('discussion_subjects').select('id').eq('id', w.ids.hiddenTopic), w.ids.hiddenTopic),
  },
  {
    name: 'discussion_topics_with_counts: lists a hidden topic',
    allowed: staff,
    run: async (w, actor) =>
      returnedRow(
        await w.client[actor].from('discussion_topics_with_counts').select('*').order('created_at', { ascending: false }),
        w.ids.hiddenTopic,
      ),
  },
  {
    name: 'discussion_topics_with_counts: counts comments and likes of a visible topic',
    allowed: everyone,
    run: async (w, actor) => {
      const topic = await topicBy(w, w.victim.id);
      await commentBy(w, w.victim.id, topic);
      await commentBy(w, w.victim.id, topic);
      await w.backend.sql('insert into public.discussion_likes (topic_id, user_id) values ($1, $2)', [topic, w.victim.id]);
      const result = await w.client[actor].from('discussion_topics_with_counts').select('id, comments_count, likes_count').eq('id', topic);
      const row = returnedRow(result) ? (result.data as { comments_count: number; likes_count: number }[])[0]! : null;
      return row !== null && row.comments_count === 2 && row.likes_count === 1;
    },
  },
  {
    name: 'discussion_subjects: creates a topic as self',
    allowed: members,
    run: async (w, actor) => {
      const title = marker('new-topic');
      const result = await w.client[actor]
        .from('discussion_subjects')
        .insert({ title, content: 'Body', category: 'general', type: 'discussion', is_hidden: false, created_by: w.userId[actor] })
        .select();
      return (
        returnedRow(result) &&
        (await ownerCount(w, 'select count(*) as value from public.discussion_subjects where title = $1', [title])) === 1
      );
    },
  },
  {
    name: "discussion_subjects (attack): creates a topic in another user's name",
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      const title = marker('forged-topic');
      await w.client[actor].from('discussion_subjects').insert({ title, content: 'Body', created_by: w.victim.id });
      return (await ownerCount(w, 'select count(*) as value from public.discussion_subjects where title = $1', [title])) > 0;
    },
  },
  {
    name: 'discussion_subjects: creates a hidden topic',
    allowed: staff,
    run: async (w, actor) => {
      const title = marker('hidden-topic');
      await w.client[actor]
        .from('discussion_subjects')
        .insert({ title, content: 'Body', type: 'General', is_hidden: true, created_by: w.userId[actor] });
      return (await ownerCount(w, 'select count(*) as value from public.discussion_subjects where title = $1', [title])) === 1;
    },
  },
  {
    name: 'discussion_subjects: edits own topic',
    allowed: members,
    run: async (w, actor) => {
      const topic = await topicBy(w, w.userId[actor]);
      const title = marker('edited');
      await w.client[actor].from('discussion_subjects').update({ title, content: 'new', category: 'help' }).eq('id', topic);
      return (await ownerValue(w, 'select title as value from public.discussion_subjects where id = $1', [topic])) === title;
    },
  },
  {
    name: "discussion_subjects (attack): edits another user's topic",
    allowed: staff,
    run: async (w, actor) => {
      const title = marker('hijacked');
      await w.client[actor].from('discussion_subjects').update({ title }).eq('id', w.ids.visibleTopic);
      return (await ownerValue(w, 'select title as value from public.discussion_subjects where id = $1', [w.ids.visibleTopic])) === title;
    },
  },
  {
    name: 'discussion_subjects: hides own topic',
    allowed: staff,
    run: async (w, actor) => {
      const topic = await topicBy(w, w.userId[actor]);
      await w.client[actor].from('discussion_subjects').update({ is_hidden: true }).eq('id', topic);
      return (await ownerValue(w, 'select is_hidden as value from public.discussion_subjects where id = $1', [topic])) === true;
    },
  },
  {
    name: "discussion_subjects: shows a hidden topic (another user's)",
    allowed: staff,
    run: async (w, actor) => {
      const [row] = await w.backend.sql<{ id: string }>(
        `insert into public.discussion_subjects (title, content, created_by, is_hidden) values ('h', 'c', $1, true) returning id`,
        [w.victim.id],
      );
      await w.client[actor].from('discussion_subjects').update({ is_hidden: false }).eq('id', row!.id);
      return (await ownerValue(w, 'select is_hidden as value from public.discussion_subjects where id = $1', [row!.id])) === false;
    },
  },
  {
    name: 'discussion_subjects: deletes own topic',
    allowed: staff,
    run: async (w, actor) => {
      const topic = await topicBy(w, w.userId[actor]);
      await w.client[actor].from('discussion_subjects').delete().eq('id', topic);
      return (await ownerCount(w, 'select count(*) as value from public.discussion_subjects where id = $1', [topic])) === 0;
    },
  },
  {
    name: "discussion_subjects: deletes another user's topic",
    allowed: staff,
    run: async (w, actor) => {
      const topic = await topicBy(w, w.victim.id);
      await w.client[actor].from('discussion_subjects').delete().eq('id', topic);
      return (await ownerCount(w, 'select count(*) as value from public.discussion_subjects where id = $1', [topic])) === 0;
    },
  },
];

const comments: PolicyCase[] = [
  {
    name: 'discussion_comments: reads comments of a visible topic, oldest first',
    allowed: everyone,
    run: async (w, actor) =>
      returnedRow(
        await w.client[actor]
          .from('discussion_comments')
          .select('id, content, created_at')
          .eq('subject_id', w.ids.visibleTopic)
          .order('created_at'),
        w.ids.victimComment,
      ),
  },
  {
    name: 'discussion_comments: reads comments of a hidden topic',
    allowed: staff,
    run: async (w, actor) =>
      returnedRow(
        await w.client[actor].from('discussion_comments').select('id').eq('subject_id', w.ids.hiddenTopic),
        w.ids.hiddenTopicComment,
      ),
  },
  {
    name: 'discussion_comments: comments as self',
    allowed: members,
    run: async (w, actor) => {
      const content = marker('comment');
      await w.client[actor].from('discussion_comments').insert({ content, subject_id: w.ids.visibleTopic, created_by: w.userId[actor] });
      return (await ownerCount(w, 'select count(*) as value from public.discussion_comments where content = $1', [content])) === 1;
    },
  },
  {
    name: "discussion_comments (attack): comments in another user's name",
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      const content = marker('forged-comment');
      await w.client[actor].from('discussion_comments').insert({ content, subject_id: w.ids.visibleTopic, created_by: w.victim.id });
      return (await ownerCount(w, 'select count(*) as value from public.discussion_comments where content = $1', [content])) > 0;
    },
  },
  {
    name: 'discussion_comments: posts a whitespace-only comment',
    allowed: nobody,
    // A comment with words is saved and counted: the whitespace one is refused by the rule, not lost.
    control: async (w) => {
      const before = await ownerCount(w, 'select count(*) as value from public.discussion_comments');
      await w.client.student
        .from('discussion_comments')
        .insert({ content: 'words', subject_id: w.ids.visibleTopic, created_by: w.userId.student });
      return (await ownerCount(w, 'select count(*) as value from public.discussion_comments')) > before;
    },
    run: async (w, actor) => {
      const before = await ownerCount(w, 'select count(*) as value from public.discussion_comments');
      await w.client[actor]
        .from('discussion_comments')
        .insert({ content: '   ', subject_id: w.ids.visibleTopic, created_by: w.userId[actor] });
      return (await ownerCount(w, 'select count(*) as value from public.discussion_comments')) > before;
    },
  },
  {
    name: 'discussion_comments: comments on a hidden topic',
    allowed: staff,
    run: async (w, actor) => {
      const content = marker('hidden-comment');
      await w.client[actor].from('discussion_comments').insert({ content, subject_id: w.ids.hiddenTopic, created_by: w.userId[actor] });
      return (await ownerCount(w, 'select count(*) as value from public.discussion_comments where content = $1', [content])) === 1;
    },
  },
  {
    name: 'discussion_comments: edits own comment',
    allowed: members,
    run: async (w, actor) => {
      const id = w.userId[actor] ? await commentBy(w, w.userId[actor]!, w.ids.visibleTopic) : w.ids.victimComment;
      const content = marker('edited-comment');
      await w.client[actor].from('discussion_comments').update({ content }).eq('id', id);
      return (await ownerValue(w, 'select content as value from public.discussion_comments where id = $1', [id])) === content;
    },
  },
  {
    name: "discussion_comments (attack): edits another user's comment or moves it",
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      const content = marker('hijacked-comment');
      await w.client[actor].from('discussion_comments').update({ content }).eq('id', w.ids.victimComment);
      const own = w.userId[actor] ? await commentBy(w, w.userId[actor]!, w.ids.visibleTopic) : null;
      if (own) await w.client[actor].from('discussion_comments').update({ subject_id: w.ids.hiddenTopic }).eq('id', own);
      return (
        (await ownerCount(w, 'select count(*) as value from public.discussion_comments where content = $1', [content])) > 0 ||
        (own !== null &&
          (await ownerValue(w, 'select subject_id as value from public.discussion_comments where id = $1', [own])) === w.ids.hiddenTopic)
      );
    },
  },
  {
    name: "discussion_comments (attack): deletes another user's comment",
    allowed: staff,
    run: async (w, actor) => {
      const id = await commentBy(w, w.victim.id, w.ids.visibleTopic);
      await w.client[actor].from('discussion_comments').delete().eq('id', id);
      return (await ownerCount(w, 'select count(*) as value from public.discussion_comments where id = $1', [id])) === 0;
    },
  },
  {
    name: 'discussion_comments: deletes own comment',
    allowed: members,
    run: async (w, actor) => {
      const id = await commentBy(w, w.userId[actor] ?? w.victim.id, w.ids.visibleTopic);
      await w.client[actor].from('discussion_comments').delete().eq('id', id);
      return (await ownerCount(w, 'select count(*) as value from public.discussion_comments where id = $1', [id])) === 0;
    },
  },
];

const likes: PolicyCase[] = [
  {
    name: 'discussion_likes: reads likes of a visible topic',
    allowed: everyone,
    run: async (w, actor) => {
      const result = await w.client[actor]
        .from('discussion_likes')
        .select('topic_id, user_id')
        .eq('topic_id', w.ids.visibleTopic)
        .eq('user_id', w.victim.id);
      return !result.error && (result.data as unknown[]).length === 1;
    },
  },
  {
    name: 'discussion_likes: likes and unlikes a topic',
    allowed: members,
    run: async (w, actor) => {
      const topic = await topicBy(w, w.victim.id);
      await w.client[actor].from('discussion_likes').insert({ topic_id: topic, user_id: w.userId[actor] });
      const liked = (await ownerCount(w, 'select count(*) as value from public.discussion_likes where topic_id = $1', [topic])) === 1;
      const mine = await w.client[actor]
        .from('discussion_likes')
        .select('topic_id')
        .in('topic_id', [topic])
        .eq('user_id', selfId(w, actor));
      await w.client[actor]
        .from('discussion_likes')
        .delete()
        .match({ topic_id: topic, user_id: selfId(w, actor) });
      const unliked = (await ownerCount(w, 'select count(*) as value from public.discussion_likes where topic_id = $1', [topic])) === 0;
      return liked && (mine.data as unknown[] | null)?.length === 1 && unliked;
    },
  },
  {
    name: 'discussion_likes (attack): likes the same topic twice',
    allowed: nobody,
    // Two members' likes on one topic are counted as two.
    control: async (w) => {
      const topic = await topicBy(w, w.victim.id);
      await w.client.student.from('discussion_likes').insert({ topic_id: topic, user_id: w.userId.student });
      await w.victim.client.from('discussion_likes').insert({ topic_id: topic, user_id: w.victim.id });
      return (await ownerCount(w, 'select count(*) as value from public.discussion_likes where topic_id = $1', [topic])) > 1;
    },
    run: async (w, actor) => {
      const topic = await topicBy(w, w.victim.id);
      await w.client[actor].from('discussion_likes').insert({ topic_id: topic, user_id: w.userId[actor] });
      const second = await w.client[actor].from('discussion_likes').insert({ topic_id: topic, user_id: w.userId[actor] });
      return (
        !second.error || (await ownerCount(w, 'select count(*) as value from public.discussion_likes where topic_id = $1', [topic])) > 1
      );
    },
  },
  {
    name: "discussion_likes (attack): likes in another user's name",
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      const topic = await topicBy(w, w.victim.id);
      await w.client[actor].from('discussion_likes').insert({ topic_id: topic, user_id: w.victim.id });
      return (await ownerCount(w, 'select count(*) as value from public.discussion_likes where topic_id = $1', [topic])) > 0;
    },
  },
  {
    name: 'discussion_likes: likes a hidden topic',
    allowed: staff,
    run: async (w, actor) => {
      await w.client[actor].from('discussion_likes').insert({ topic_id: w.ids.hiddenTopic, user_id: w.userId[actor] });
      return (
        (await ownerCount(w, 'select count(*) as value from public.discussion_likes where topic_id = $1 and user_id = $2', [
          w.ids.hiddenTopic,
          selfId(w, actor),
        ])) === 1
      );
    },
  },
  {
    name: "discussion_likes (attack): moves another user's like to another topic",
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      const topic = await topicBy(w, w.victim.id);
      await w.client[actor]
        .from('discussion_likes')
        .update({ topic_id: topic })
        .match({ topic_id: w.ids.visibleTopic, user_id: w.victim.id });
      return (await ownerCount(w, 'select count(*) as value from public.discussion_likes where topic_id = $1', [topic])) > 0;
    },
  },
  {
    name: "discussion_likes (attack): removes another user's like",
    allowed: nobody,
    // The victim's like may have been moved by the previous control: put it back first.
    control: async (w, runAsService) => {
      await w.backend.sql('insert into public.discussion_likes (topic_id, user_id) values ($1, $2) on conflict do nothing', [
        w.ids.visibleTopic,
        w.victim.id,
      ]);
      return runAsService();
    },
    run: async (w, actor) => {
      await w.client[actor].from('discussion_likes').delete().match({ topic_id: w.ids.visibleTopic, user_id: w.victim.id });
      return (
        (await ownerCount(w, 'select count(*) as value from public.discussion_likes where topic_id = $1 and user_id = $2', [
          w.ids.visibleTopic,
          w.victim.id,
        ])) === 0
      );
    },
  },
];

runPolicyMatrix('community policies', [...topics, ...comments, ...likes]);
