// Policy matrix, part 1: profiles, the course catalogue, videos, lesson_catalog and progress,
// for every actor of SPEC section 6.
import { marker, ownerCount, ownerValue, returnedRow, runPolicyMatrix, selfId, type PolicyCase } from './matrix.ts';
import { actors, members, nobody, PREMIUM_YOUTUBE_URL, staff, subscribers, type Actor } from './world.ts';

const everyone = actors;
const subscribersAndStaff: Actor[] = [...subscribers, ...staff];
/** The profile role each actor of the world was given. */
const roleOf = (actor: Actor) => (actor === 'master' || actor === 'instructor' ? actor : 'student');

const profiles: PolicyCase[] = [
  {
    name: 'user_profiles: reads own profile',
    allowed: members,
    run: async (w, actor) =>
      returnedRow(await w.client[actor].from('user_profiles').select('id').eq('id', selfId(w, actor)), selfId(w, actor)),
  },
  {
    name: "user_profiles: reads another member's profile (email, role)",
    allowed: staff,
    run: async (w, actor) =>
      returnedRow(await w.client[actor].from('user_profiles').select('id, email, role').eq('id', w.victim.id), w.victim.id),
  },
  {
    name: 'public_profiles: reads the name of another member',
    allowed: everyone,
    run: async (w, actor) =>
      returnedRow(await w.client[actor].from('public_profiles').select('id, first_name').eq('id', w.victim.id), w.victim.id),
  },
  {
    name: 'public_profiles (attack): renames a member through the view',
    allowed: nobody,
    // The view is not updatable by anyone; a rename of the table itself is seen.
    control: async (w) => {
      const first_name = marker('renamed');
      await w.backend.serviceClient().from('user_profiles').update({ first_name }).eq('id', w.victim.id);
      return (await ownerValue(w, 'select first_name as value from public.user_profiles where id = $1', [w.victim.id])) === first_name;
    },
    run: async (w, actor) => {
      const first_name = marker('renamed');
      await w.client[actor].from('public_profiles').update({ first_name }).eq('id', w.victim.id);
      return (await ownerValue(w, 'select first_name as value from public.user_profiles where id = $1', [w.victim.id])) === first_name;
    },
  },
  {
    name: 'user_profiles: updates own name, phone, country and locale',
    allowed: members,
    run: async (w, actor) => {
      const phone = marker('phone');
      await w.client[actor]
        .from('user_profiles')
        .update({ first_name: 'New', phone, country: 'HT', locale: 'pt' })
        .eq('id', selfId(w, actor));
      return (await ownerCount(w, 'select count(*) as value from public.user_profiles where phone = $1', [phone])) === 1;
    },
  },
  {
    // Only a master grants the master role (an instructor making themselves master was allowed before).
    name: 'user_profiles (attack): sets own role to master',
    allowed: ['master'],
    run: async (w, actor) => {
      await w.client[actor].from('user_profiles').update({ role: 'master' }).eq('id', selfId(w, actor));
      const changed =
        (await ownerValue(w, 'select role as value from public.user_profiles where id = $1', [selfId(w, actor)])) === 'master';
      if (changed && actor !== 'master')
        await w.backend.sql('update public.user_profiles set role = $1 where id = $2', [roleOf(actor), selfId(w, actor)]);
      return changed;
    },
  },
  {
    name: 'user_profiles: grants the master role to another member',
    allowed: ['master'],
    run: async (w, actor) => {
      await w.client[actor].from('user_profiles').update({ role: 'master' }).eq('id', w.victim.id);
      const changed = (await ownerValue(w, 'select role as value from public.user_profiles where id = $1', [w.victim.id])) === 'master';
      await w.backend.sql(`update public.user_profiles set role = 'student' where id = $1`, [w.victim.id]);
      return changed;
    },
  },
  {
    name: 'user_profiles (attack): demotes a master while another master remains',
    allowed: ['master'],
    run: async (w, actor) => {
      await w.backend.sql(`update public.user_profiles set role = 'master' where id = $1`, [w.victim.id]);
      await w.client[actor].from('user_profiles').update({ role: 'instructor' }).eq('id', w.victim.id);
      const changed = (await ownerValue(w, 'select role as value from public.user_profiles where id = $1', [w.victim.id])) === 'instructor';
      await w.backend.sql(`update public.user_profiles set role = 'student' where id = $1`, [w.victim.id]);
      return changed;
    },
  },
  {
    name: 'user_profiles (attack): demotes the last master',
    allowed: nobody,
    // The same demotion goes through once a second master exists: the refusal is the last-master rule's.
    control: async (w, runAsService) => {
      await w.backend.sql(`update public.user_profiles set role = 'master' where id = $1`, [w.victim.id]);
      try {
        return await runAsService();
      } finally {
        await w.backend.sql(`update public.user_profiles set role = 'student' where id = $1`, [w.victim.id]);
      }
    },
    run: async (w, actor) => {
      const master = w.userId.master!;
      await w.client[actor].from('user_profiles').update({ role: 'instructor' }).eq('id', master);
      const changed = (await ownerValue(w, 'select role as value from public.user_profiles where id = $1', [master])) !== 'master';
      if (changed) await w.backend.sql(`update public.user_profiles set role = 'master' where id = $1`, [master]);
      return changed;
    },
  },
  {
    name: 'user_profiles: moves own role between instructor and student',
    allowed: ['instructor'],
    run: async (w, actor) => {
      const target = actor === 'instructor' ? 'student' : 'instructor';
      await w.client[actor].from('user_profiles').update({ role: target }).eq('id', selfId(w, actor));
      const changed = (await ownerValue(w, 'select role as value from public.user_profiles where id = $1', [selfId(w, actor)])) === target;
      if (changed) await w.backend.sql('update public.user_profiles set role = $1 where id = $2', [roleOf(actor), selfId(w, actor)]);
      return changed;
    },
  },
  {
    name: 'user_profiles (attack): marks self paid',
    allowed: staff,
    run: async (w, actor) => {
      await w.client[actor].from('user_profiles').update({ type: 'paid' }).eq('id', selfId(w, actor));
      const changed = (await ownerValue(w, 'select type as value from public.user_profiles where id = $1', [selfId(w, actor)])) === 'paid';
      if (changed) await w.backend.sql(`update public.user_profiles set type = 'free' where id = $1`, [selfId(w, actor)]);
      return changed;
    },
  },
  {
    name: "user_profiles: changes another user's role",
    allowed: staff,
    run: async (w, actor) => {
      await w.client[actor].from('user_profiles').update({ role: 'instructor' }).eq('id', w.victim.id);
      const changed = (await ownerValue(w, 'select role as value from public.user_profiles where id = $1', [w.victim.id])) === 'instructor';
      await w.backend.sql(`update public.user_profiles set role = 'student' where id = $1`, [w.victim.id]);
      return changed;
    },
  },
  {
    name: 'user_profiles: bans a user (type back to free)',
    allowed: staff,
    run: async (w, actor) => {
      await w.backend.sql(`update public.user_profiles set type = 'paid' where id = $1`, [w.victim.id]);
      await w.client[actor].from('user_profiles').update({ type: 'free' }).eq('id', w.victim.id);
      return (await ownerValue(w, 'select type as value from public.user_profiles where id = $1', [w.victim.id])) === 'free';
    },
  },
  {
    name: "user_profiles: changes own or another's email",
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      const email = `${marker('mail')}@example.test`;
      await w.client[actor].from('user_profiles').update({ email }).eq('id', selfId(w, actor));
      await w.client[actor].from('user_profiles').update({ email }).eq('id', w.victim.id);
      return (await ownerCount(w, 'select count(*) as value from public.user_profiles where email = $1', [email])) > 0;
    },
  },
  {
    name: 'user_profiles: deletes a profile',
    allowed: nobody,
    // On a member of its own: deleting the victim would take the rows of every later control with it.
    control: async (w) => {
      const gone = await w.backend.signUpUser(`${marker('gone')}@example.test`);
      await w.backend.serviceClient().from('user_profiles').delete().eq('id', gone.id);
      return (await ownerCount(w, 'select count(*) as value from public.user_profiles where id = $1', [gone.id])) === 0;
    },
    run: async (w, actor) => {
      await w.client[actor].from('user_profiles').delete().eq('id', w.victim.id);
      return (await ownerCount(w, 'select count(*) as value from public.user_profiles where id = $1', [w.victim.id])) === 0;
    },
  },
];

const catalogue: PolicyCase[] = [
  {
    name: 'courses: reads the catalogue',
    allowed: everyone,
    run: async (w, actor) => returnedRow(await w.client[actor].from('courses').select('id, slug'), w.ids.course),
  },
  {
    name: 'courses: creates a course',
    allowed: staff,
    run: async (w, actor) => {
      const slug = marker('course');
      await w.client[actor].from('courses').insert({ slug, title: 'New course' });
      return (await ownerCount(w, 'select count(*) as value from public.courses where slug = $1', [slug])) === 1;
    },
  },
  {
    name: 'courses: renames a course',
    allowed: staff,
    run: async (w, actor) => {
      const title = marker('title');
      await w.client[actor].from('courses').update({ title }).eq('id', w.ids.course);
      return (await ownerValue(w, 'select title as value from public.courses where id = $1', [w.ids.course])) === title;
    },
  },
  {
    name: 'courses: deletes a course',
    allowed: staff,
    run: async (w, actor) => {
      const [row] = await w.backend.sql<{ id: string }>(`insert into public.courses (slug, title) values ($1, 'Doomed') returning id`, [
        marker('doomed'),
      ]);
      await w.client[actor].from('courses').delete().eq('id', row!.id);
      return (await ownerCount(w, 'select count(*) as value from public.courses where id = $1', [row!.id])) === 0;
    },
  },
  {
    name: 'modules: reads modules',
    allowed: everyone,
    run: async (w, actor) => returnedRow(await w.client[actor].from('modules').select('id').eq('course_id', w.ids.course), w.ids.module),
  },
  {
    name: 'modules: creates, renames and deletes a module',
    allowed: staff,
    run: async (w, actor) => {
      const title = marker('module');
      const inserted = await w.client[actor].from('modules').insert({ course_id: w.ids.course, title, position: 9 }).select('id');
      const id = returnedRow(inserted) ? (inserted.data as { id: string }[])[0]!.id : null;
      if (!id) return false;
      const renamed = marker('renamed');
      await w.client[actor].from('modules').update({ title: renamed }).eq('id', id);
      await w.client[actor].from('modules').delete().eq('id', id);
      return (await ownerCount(w, 'select count(*) as value from public.modules where id = $1 or title = $2', [id, renamed])) === 0;
    },
  },
];

const videos: PolicyCase[] = [
  {
    name: 'videos: reads a free lesson',
    allowed: everyone,
    run: async (w, actor) =>
      returnedRow(await w.client[actor].from('videos').select('id, youtube_url').eq('id', w.ids.freeVideo), w.ids.freeVideo),
  },
  {
    name: "videos (attack): reads a premium lesson's youtube_url from the table",
    allowed: subscribersAndStaff,
    run: async (w, actor) => {
      const result = await w.client[actor].from('videos').select('id, youtube_url').eq('id', w.ids.premiumVideo);
      return returnedRow(result, w.ids.premiumVideo) && (result.data as { youtube_url: string }[])[0]!.youtube_url === PREMIUM_YOUTUBE_URL;
    },
  },
  {
    name: 'videos: reads a hidden lesson',
    allowed: staff,
    run: async (w, actor) => returnedRow(await w.client[actor].from('videos').select('id').eq('id', w.ids.hiddenVideo), w.ids.hiddenVideo),
  },
  {
    name: 'lesson_catalog: lists the premium lesson (title, module, course)',
    allowed: everyone,
    run: async (w, actor) => {
      const result = await w.client[actor]
        .from('lesson_catalog')
        .select('id, title, module_title, course_slug')
        .eq('id', w.ids.premiumVideo);
      return returnedRow(result, w.ids.premiumVideo) && (result.data as { module_title: string }[])[0]!.module_title === 'Module 1';
    },
  },
  {
    name: "lesson_catalog (attack): reads a premium lesson's youtube_url",
    allowed: subscribersAndStaff,
    run: async (w, actor) => {
      const result = await w.client[actor].from('lesson_catalog').select('id, youtube_url, is_locked').eq('id', w.ids.premiumVideo);
      const row = returnedRow(result) ? (result.data as { youtube_url: string | null; is_locked: boolean }[])[0]! : null;
      return row !== null && row.youtube_url === PREMIUM_YOUTUBE_URL && !row.is_locked;
    },
  },
  {
    name: 'lesson_catalog: lists a hidden lesson',
    allowed: nobody,
    // The same read finds a lesson that is not hidden.
    control: async (w) =>
      returnedRow(await w.client.student.from('lesson_catalog').select('id').eq('id', w.ids.freeVideo), w.ids.freeVideo),
    run: async (w, actor) =>
      returnedRow(await w.client[actor].from('lesson_catalog').select('id').eq('id', w.ids.hiddenVideo), w.ids.hiddenVideo),
  },
  {
    name: 'lesson_catalog (attack): writes through the view',
    allowed: nobody,
    // The view is not updatable by anyone; the same change made to the table is seen.
    control: async (w) => {
      const title = marker('via-table');
      await w.backend.serviceClient().from('videos').update({ title }).eq('id', w.ids.premiumVideo);
      return (await ownerCount(w, 'select count(*) as value from public.videos where title = $1', [title])) > 0;
    },
    run: async (w, actor) => {
      const title = marker('via-view');
      await w.client[actor].from('lesson_catalog').update({ title }).eq('id', w.ids.premiumVideo);
      await w.client[actor].from('lesson_catalog').delete().eq('id', w.ids.freeVideo);
      return (
        (await ownerCount(w, 'select count(*) as value from public.videos where title = $1', [title])) > 0 ||
        (await ownerCount(w, 'select count(*) as value from public.videos where id = $1', [w.ids.freeVideo])) === 0
      );
    },
  },
  {
    name: 'videos: adds a video',
    allowed: staff,
    run: async (w, actor) => {
      const title = marker('video');
      await w.client[actor]
        .from('videos')
        .insert({ title, youtube_url: 'https://youtu.be/abcdefghijk', is_private: false, created_by: w.userId[actor] });
      return (await ownerCount(w, 'select count(*) as value from public.videos where title = $1', [title])) === 1;
    },
  },
  {
    name: 'videos: edits a video',
    allowed: staff,
    run: async (w, actor) => {
      const description = marker('desc');
      await w.client[actor].from('videos').update({ description }).eq('id', w.ids.freeVideo);
      return (await ownerValue(w, 'select description as value from public.videos where id = $1', [w.ids.freeVideo])) === description;
    },
  },
  {
    name: 'videos: hides and shows a video',
    allowed: staff,
    run: async (w, actor) => {
      await w.client[actor].from('videos').update({ is_hidden: false }).eq('id', w.ids.hiddenVideo);
      const shown = (await ownerValue(w, 'select is_hidden as value from public.videos where id = $1', [w.ids.hiddenVideo])) === false;
      await w.backend.sql('update public.videos set is_hidden = true where id = $1', [w.ids.hiddenVideo]);
      return shown;
    },
  },
  {
    name: 'videos: deletes a video',
    allowed: staff,
    run: async (w, actor) => {
      const [row] = await w.backend.sql<{ id: string }>(`insert into public.videos (title) values ('doomed') returning id`);
      await w.client[actor].from('videos').delete().eq('id', row!.id);
      return (await ownerCount(w, 'select count(*) as value from public.videos where id = $1', [row!.id])) === 0;
    },
  },
];

const progress: PolicyCase[] = [
  {
    name: 'video_progress: saves and reads own progress (upsert)',
    allowed: members,
    run: async (w, actor) => {
      const row = {
        video_id: w.ids.freeVideo,
        user_id: selfId(w, actor),
        progress: 55,
        completed: false,
        last_watched: new Date().toISOString(),
      };
      await w.client[actor].from('video_progress').upsert(row);
      await w.client[actor].from('video_progress').upsert({ ...row, progress: 60, position_seconds: 42.5 });
      const read = await w.client[actor].from('video_progress').select('video_id, progress, completed').eq('user_id', selfId(w, actor));
      return !read.error && (read.data as { progress: number }[]).some((r) => Number(r.progress) === 60);
    },
  },
  {
    name: "video_progress (attack): reads another user's progress",
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      const result = await w.client[actor].from('video_progress').select('user_id, progress').eq('user_id', w.victim.id);
      return !result.error && (result.data as unknown[]).length > 0;
    },
  },
  {
    name: 'video_progress (attack): writes progress for another user',
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      await w.client[actor]
        .from('video_progress')
        .insert({ user_id: w.victim.id, video_id: w.ids.premiumVideo, progress: 100, completed: true });
      await w.client[actor].from('video_progress').update({ progress: 99 }).eq('user_id', w.victim.id);
      await w.client[actor].from('video_progress').delete().eq('user_id', w.victim.id);
      return (
        (await ownerCount(w, 'select count(*) as value from public.video_progress where user_id = $1 and video_id = $2', [
          w.victim.id,
          w.ids.premiumVideo,
        ])) > 0 ||
        (await ownerValue(w, 'select progress::text as value from public.video_progress where user_id = $1 and video_id = $2', [
          w.victim.id,
          w.ids.freeVideo,
        ])) !== '40'
      );
    },
  },
  {
    name: 'video_progress (attack): records progress on a premium lesson',
    allowed: subscribersAndStaff,
    run: async (w, actor) => {
      await w.client[actor]
        .from('video_progress')
        .upsert({ user_id: selfId(w, actor), video_id: w.ids.premiumVideo, progress: 100, completed: true });
      return (
        (await ownerCount(w, 'select count(*) as value from public.video_progress where user_id = $1 and video_id = $2', [
          selfId(w, actor),
          w.ids.premiumVideo,
        ])) === 1
      );
    },
  },
  {
    name: 'video_progress: saves progress above 100 percent',
    allowed: nobody,
    // The same upsert with 100 percent is saved: 150 is refused by the rule, not by a broken write.
    control: async (w) => {
      await w.client.student.from('video_progress').upsert({ user_id: w.userId.student, video_id: w.ids.freeVideo, progress: 100 });
      return (
        (await ownerCount(w, 'select count(*) as value from public.video_progress where user_id = $1 and progress = 100', [
          w.userId.student,
        ])) > 0
      );
    },
    run: async (w, actor) => {
      await w.client[actor].from('video_progress').upsert({ user_id: selfId(w, actor), video_id: w.ids.freeVideo, progress: 150 });
      return (await ownerCount(w, 'select count(*) as value from public.video_progress where progress > 100')) > 0;
    },
  },
];

runPolicyMatrix('learning policies', [...profiles, ...catalogue, ...videos, ...progress]);
