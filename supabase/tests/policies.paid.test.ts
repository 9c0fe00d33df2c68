// Policy matrix, part 2: subscriptions and payment events, prompts and prompt_catalog, tools,
// certificates and the helper functions, for every actor of SPEC section 6.
import { marker, ownerCount, ownerValue, returnedRow, runPolicyMatrix, selfId, type PolicyCase } from './matrix.ts';
import { actors, nobody, staff, subscribers, type Actor } from './world.ts';

const everyone = actors;
const subscribersAndStaff: Actor[] = [...subscribers, ...staff];

const money: PolicyCase[] = [
  {
    name: "subscriptions: reads the Monthly subscriber's subscription",
    allowed: ['monthly', ...staff],
    run: async (w, actor) => {
      const result = await w.client[actor].from('subscriptions').select('user_id, tier').eq('user_id', w.userId.monthly!);
      return !result.error && (result.data as unknown[]).length === 1;
    },
  },
  {
    name: 'subscriptions (attack): grants or extends own subscription',
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      const id = selfId(w, actor);
      const customer = marker('cus');
      await w.client[actor].from('subscriptions').insert({ user_id: id, tier: 'Lifetime', stripe_customer_id: customer });
      await w.client[actor].from('subscriptions').upsert({ user_id: id, tier: 'Lifetime', stripe_customer_id: customer });
      await w.client[actor]
        .from('subscriptions')
        .update({ stripe_customer_id: customer, current_period_end: '2999-01-01T00:00:00Z' })
        .eq('user_id', id);
      return (await ownerCount(w, 'select count(*) as value from public.subscriptions where stripe_customer_id = $1', [customer])) > 0;
    },
  },
  {
    name: 'subscriptions: deletes a subscription',
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      await w.client[actor].from('subscriptions').delete().eq('user_id', w.userId.monthly!);
      return (await ownerCount(w, 'select count(*) as value from public.subscriptions where user_id = $1', [w.userId.monthly])) === 0;
    },
  },
  {
    name: 'payment_events: reads or records a payment event',
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      const id = marker('evt');
      await w.backend.sql(`insert into public.payment_events (id, type) values ($1, 'seen')`, [`${id}-owner`]);
      const read = await w.client[actor].from('payment_events').select('id').eq('id', `${id}-owner`);
      await w.client[actor].from('payment_events').insert({ id, type: 'checkout.session.completed' });
      return (
        returnedRow(read, `${id}-owner`) ||
        (await ownerCount(w, 'select count(*) as value from public.payment_events where id = $1', [id])) === 1
      );
    },
  },
];

const prompts: PolicyCase[] = [
  {
    name: 'ai_prompts: reads a free prompt',
    allowed: everyone,
    run: async (w, actor) =>
      returnedRow(await w.client[actor].from('ai_prompts').select('id, text').eq('id', w.ids.freePrompt), w.ids.freePrompt),
  },
  {
    name: 'ai_prompts: reads a premium prompt from the table',
    allowed: subscribersAndStaff,
    run: async (w, actor) =>
      returnedRow(await w.client[actor].from('ai_prompts').select('id, text').eq('id', w.ids.premiumPrompt), w.ids.premiumPrompt),
  },
  {
    name: 'ai_prompts: reads a hidden prompt',
    allowed: staff,
    run: async (w, actor) =>
      returnedRow(await w.client[actor].from('ai_prompts').select('id').eq('id', w.ids.hiddenPrompt), w.ids.hiddenPrompt),
  },
  {
    name: 'prompt_catalog: lists the premium prompt',
    allowed: everyone,
    run: async (w, actor) =>
      returnedRow(
        await w.client[actor].from('prompt_catalog').select('id, title, is_premium').eq('id', w.ids.premiumPrompt),
        w.ids.premiumPrompt,
      ),
  },
  {
    name: "prompt_catalog: reads a premium prompt's text",
    allowed: subscribersAndStaff,
    run: async (w, actor) => {
      const result = await w.client[actor].from('prompt_catalog').select('id, text, is_locked').eq('id', w.ids.premiumPrompt);
      const row = returnedRow(result) ? (result.data as { text: string | null; is_locked: boolean }[])[0]! : null;
      return row !== null && row.text === 'Premium prompt text' && !row.is_locked;
    },
  },
  {
    name: 'prompt_catalog: lists a hidden prompt',
    allowed: nobody,
    // The same read finds a prompt that is not hidden.
    control: async (w) =>
      returnedRow(await w.client.student.from('prompt_catalog').select('id').eq('id', w.ids.freePrompt), w.ids.freePrompt),
    run: async (w, actor) =>
      returnedRow(await w.client[actor].from('prompt_catalog').select('id').eq('id', w.ids.hiddenPrompt), w.ids.hiddenPrompt),
  },
  {
    name: 'prompt_catalog (attack): writes through the view',
    allowed: nobody,
    // The view is not updatable by anyone; the same change made to the table is seen.
    control: async (w) => {
      const title = marker('via-table');
      await w.backend.serviceClient().from('ai_prompts').update({ title }).eq('id', w.ids.premiumPrompt);
      return (await ownerCount(w, 'select count(*) as value from public.ai_prompts where title = $1', [title])) > 0;
    },
    run: async (w, actor) => {
      const title = marker('via-view');
      await w.client[actor].from('prompt_catalog').update({ title }).eq('id', w.ids.premiumPrompt);
      await w.client[actor].from('prompt_catalog').insert({ title, type: 'Rule' });
      return (await ownerCount(w, 'select count(*) as value from public.ai_prompts where title = $1', [title])) > 0;
    },
  },
  {
    name: 'ai_prompts: creates, edits, hides and deletes a prompt',
    allowed: staff,
    run: async (w, actor) => {
      const title = marker('prompt');
      const inserted = await w.client[actor]
        .from('ai_prompts')
        .insert({ title, text: 'Do it', type: 'Setup', category: 'Auth', author: 'Staff' })
        .select('id');
      if (!returnedRow(inserted)) return false;
      const id = (inserted.data as { id: string }[])[0]!.id;
      await w.client[actor].from('ai_prompts').update({ text: 'Done', is_hidden: true }).eq('id', id);
      const edited = (await ownerValue(w, 'select text as value from public.ai_prompts where id = $1 and is_hidden', [id])) === 'Done';
      await w.client[actor].from('ai_prompts').delete().eq('id', id);
      return edited && (await ownerCount(w, 'select count(*) as value from public.ai_prompts where id = $1', [id])) === 0;
    },
  },
  {
    name: 'ai_prompts (attack): edits or deletes an existing prompt',
    allowed: staff,
    run: async (w, actor) => {
      const author = marker('author');
      await w.client[actor].from('ai_prompts').update({ author }).eq('id', w.ids.freePrompt);
      return (await ownerValue(w, 'select author as value from public.ai_prompts where id = $1', [w.ids.freePrompt])) === author;
    },
  },
];

const tools: PolicyCase[] = [
  {
    name: 'tools: reads the tools list',
    allowed: everyone,
    run: async (w, actor) =>
      returnedRow(await w.client[actor].from('tools').select('id, name, description, category, url, logo_url, tags'), w.ids.tool),
  },
  {
    name: 'tools: adds a tool',
    allowed: staff,
    run: async (w, actor) => {
      const name = marker('tool');
      await w.client[actor].from('tools').insert({ name, description: 'd', logo_url: null, url: 'https://x.example', category: 'Design' });
      return (await ownerCount(w, 'select count(*) as value from public.tools where name = $1', [name])) === 1;
    },
  },
  {
    name: 'tools: edits a tool',
    allowed: staff,
    run: async (w, actor) => {
      const description = marker('tool-desc');
      await w.client[actor]
        .from('tools')
        .update({ description, tags: ['x', 'y'] })
        .eq('id', w.ids.tool);
      return (await ownerValue(w, 'select description as value from public.tools where id = $1', [w.ids.tool])) === description;
    },
  },
  {
    name: 'tools: deletes a tool',
    allowed: staff,
    run: async (w, actor) => {
      const [row] = await w.backend.sql<{ id: string }>(
        `insert into public.tools (name, category, url) values ('doomed', 'AI', 'https://d.example') returning id`,
      );
      await w.client[actor].from('tools').delete().eq('id', row!.id);
      return (await ownerCount(w, 'select count(*) as value from public.tools where id = $1', [row!.id])) === 0;
    },
  },
];

const certificates: PolicyCase[] = [
  {
    name: 'certificates: issued before completing the course',
    allowed: nobody,
    // The same call issues a certificate once the one lesson is completed.
    control: async (w) => {
      const [course] = await w.backend.sql<{ id: string; slug: string }>(
        `insert into public.courses (state, slug, title) values ('published', $1, 'Finished') returning id, slug`,
        [marker('finished')],
      );
      const [module] = await w.backend.sql<{ id: string }>(`insert into public.modules (course_id, title) values ($1, 'M') returning id`, [
        course!.id,
      ]);
      const [video] = await w.backend.sql<{ id: string }>(`insert into public.videos (title, module_id) values ('v', $1) returning id`, [
        module!.id,
      ]);
      await w.backend.sql(`insert into public.video_progress (user_id, video_id, progress, completed) values ($1, $2, 100, true)`, [
        w.userId.student,
        video!.id,
      ]);
      const result = await w.client.student.rpc('issue_certificate', { course_slug: course!.slug });
      return (
        !result.error && (await ownerCount(w, 'select count(*) as value from public.certificates where course_id = $1', [course!.id])) > 0
      );
    },
    run: async (w, actor) => {
      const [course] = await w.backend.sql<{ id: string }>(
        `insert into public.courses (state, slug, title) values ('published', $1, 'Unfinished') returning id, slug`,
        [marker('unfinished')],
      );
      const [module] = await w.backend.sql<{ id: string }>(`insert into public.modules (course_id, title) values ($1, 'M') returning id`, [
        course!.id,
      ]);
      await w.backend.sql(`insert into public.videos (title, module_id) values ('v', $1)`, [module!.id]);
      const slug = await ownerValue(w, 'select slug as value from public.courses where id = $1', [course!.id]);
      const result = await w.client[actor].rpc('issue_certificate', { course_slug: slug });
      return (
        !result.error && (await ownerCount(w, 'select count(*) as value from public.certificates where course_id = $1', [course!.id])) > 0
      );
    },
  },
  {
    name: 'certificates: issued after watching every lesson (premium ones need a subscription)',
    allowed: subscribersAndStaff,
    run: async (w, actor) => {
      for (const videoId of [w.ids.freeVideo, w.ids.premiumVideo]) {
        await w.client[actor]
          .from('video_progress')
          .upsert({ user_id: selfId(w, actor), video_id: videoId, progress: 100, completed: true });
      }
      const first = await w.client[actor].rpc('issue_certificate', {
        course_slug: (await ownerValue(w, 'select slug as value from public.courses where id = $1', [w.ids.course])) as string,
      });
      if (first.error) return false;
      const again = await w.client[actor].rpc('issue_certificate', {
        course_slug: (await ownerValue(w, 'select slug as value from public.courses where id = $1', [w.ids.course])) as string,
      });
      const firstId = (first.data as { id: string }).id;
      return (
        !again.error &&
        (again.data as { id: string }).id === firstId &&
        (await ownerCount(w, 'select count(*) as value from public.certificates where id = $1 and user_id = $2', [
          firstId,
          selfId(w, actor),
        ])) === 1
      );
    },
  },
  {
    name: 'certificates (attack): inserts a certificate directly',
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      const learner_name = marker('forged');
      await w.client[actor]
        .from('certificates')
        .insert({ user_id: selfId(w, actor), course_id: w.ids.course, learner_name, course_title: 'Forged' });
      return (await ownerCount(w, 'select count(*) as value from public.certificates where learner_name = $1', [learner_name])) > 0;
    },
  },
  {
    name: "certificates: reads another learner's certificate row",
    allowed: staff,
    run: async (w, actor) => {
      const [course] = await w.backend.sql<{ id: string }>(
        `insert into public.courses (state, slug, title) values ('published', $1, 'Done') returning id`,
        [marker('done')],
      );
      const [certificate] = await w.backend.sql<{ id: string }>(
        `insert into public.certificates (user_id, course_id, learner_name, course_title) values ($1, $2, 'Victor Victim', 'Done') returning id`,
        [w.victim.id, course!.id],
      );
      return returnedRow(await w.client[actor].from('certificates').select('id').eq('id', certificate!.id), certificate!.id);
    },
  },
  {
    name: 'verify_certificate: verifies a certificate by id',
    allowed: everyone,
    run: async (w, actor) => {
      const [course] = await w.backend.sql<{ id: string }>(
        `insert into public.courses (state, slug, title) values ('published', $1, 'Verified') returning id`,
        [marker('verified')],
      );
      const [certificate] = await w.backend.sql<{ id: string }>(
        `insert into public.certificates (user_id, course_id, learner_name, course_title) values ($1, $2, 'Victor Victim', 'Verified') returning id`,
        [w.victim.id, course!.id],
      );
      const result = await w.client[actor].rpc('verify_certificate', { id: certificate!.id });
      const rows = result.data as { certificate_id: string; learner_name: string }[] | null;
      return !result.error && rows?.[0]?.certificate_id === certificate!.id && rows[0]!.learner_name === 'Victor Victim';
    },
  },
];

const helpers: PolicyCase[] = [
  {
    name: 'has_active_subscription(): any tier',
    allowed: subscribers,
    run: async (w, actor) => (await w.client[actor].rpc('has_active_subscription')).data === true,
  },
  {
    name: "has_active_subscription(['Yearly']): Lifetime satisfies any tier",
    allowed: ['lifetime'],
    run: async (w, actor) => (await w.client[actor].rpc('has_active_subscription', { tiers: ['Yearly'] })).data === true,
  },
  {
    name: "has_active_subscription(['Monthly', 'Yearly']): a list of tiers",
    allowed: subscribers,
    run: async (w, actor) => (await w.client[actor].rpc('has_active_subscription', { tiers: ['Monthly', 'Yearly'] })).data === true,
  },
  {
    name: 'is_staff()',
    allowed: staff,
    run: async (w, actor) => (await w.client[actor].rpc('is_staff')).data === true,
  },
];

const closedWrites: PolicyCase[] = [
  {
    name: 'payment_events: updates or deletes a payment event',
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      const id = marker('evt');
      await w.backend.sql(`insert into public.payment_events (id, type) values ($1, 'seen')`, [id]);
      await w.client[actor].from('payment_events').update({ type: 'forged' }).eq('id', id);
      await w.client[actor].from('payment_events').delete().eq('id', id);
      return (await ownerValue(w, 'select type as value from public.payment_events where id = $1', [id])) !== 'seen';
    },
  },
  {
    name: 'certificates: changes or deletes an issued certificate',
    allowed: nobody,
    control: 'service',
    run: async (w, actor) => {
      const [course] = await w.backend.sql<{ id: string }>(
        `insert into public.courses (state, slug, title) values ('published', $1, 'Kept') returning id`,
        [marker('kept')],
      );
      const [certificate] = await w.backend.sql<{ id: string }>(
        `insert into public.certificates (user_id, course_id, learner_name, course_title) values ($1, $2, 'Owner', 'Kept') returning id`,
        [selfId(w, actor) === selfId(w, 'anon') ? w.victim.id : selfId(w, actor), course!.id],
      );
      await w.client[actor].from('certificates').update({ learner_name: 'Forged' }).eq('id', certificate!.id);
      await w.client[actor].from('certificates').delete().eq('id', certificate!.id);
      return (await ownerValue(w, 'select learner_name as value from public.certificates where id = $1', [certificate!.id])) !== 'Owner';
    },
  },
  {
    name: 'user_profiles: creates a profile row directly',
    allowed: nobody,
    // A profile row needs an auth user, so no API caller can insert one; a sign-up's row is counted.
    control: async (w) => {
      const email = `${marker('member')}@example.test`;
      await w.backend.signUpUser(email);
      return (await ownerCount(w, 'select count(*) as value from public.user_profiles where email = $1', [email])) > 0;
    },
    run: async (w, actor) => {
      const email = `${marker('ghost')}@example.test`;
      await w.client[actor].from('user_profiles').insert({ id: '00000000-0000-4000-8000-00000000dead', email });
      return (await ownerCount(w, 'select count(*) as value from public.user_profiles where email = $1', [email])) > 0;
    },
  },
];

runPolicyMatrix('paid content policies', [...money, ...prompts, ...tools, ...certificates, ...helpers, ...closedWrites]);
