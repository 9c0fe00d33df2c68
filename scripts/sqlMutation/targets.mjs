// What `pnpm test:sql-mutation` mutates by default, and the db tests that must notice each change.
// A target names tables (every policy on them, and every function a trigger on them runs) and/or functions by name;
// `tests` are the db test files run against each mutant (the first failing test ends the run: the mutant is killed).
// `pnpm test:sql-mutation --all` takes every policy and trigger function of the migrations instead, each with the
// db test files that name its table or function.
export const targets = [
  {
    name: 'lesson messages',
    tables: ['lesson_messages'],
    functions: ['lesson_message_hidden'],
    tests: [
      'supabase/tests/policies.lessonMessages.test.ts',
      'supabase/tests/lessonMessageKinds.test.ts',
      'supabase/tests/notifyLessonThread.test.ts',
    ],
  },
  {
    name: 'notifications outbox',
    tables: ['notifications'],
    functions: ['notify_lesson_thread', 'member_may_watch', 'claim_notification_mails', 'finish_notification_mails'],
    tests: [
      'supabase/tests/notifyLessonThread.test.ts',
      'supabase/tests/policies.notifications.test.ts',
      'supabase/tests/notificationMailRetry.test.ts',
    ],
  },
  {
    name: 'premium masking in search',
    tables: [],
    functions: ['search_everything', 'search_lessons', 'search_prompts', 'search_discussions', 'search_courses'],
    tests: ['supabase/tests/searchLessonLock.test.ts', 'supabase/tests/policies.search.test.ts'],
  },
  {
    name: 'bans',
    tables: [],
    functions: ['set_member_ban', 'member_bans', 'refuse_banned_caller'],
    tests: ['supabase/tests/bans.test.ts', 'supabase/tests/banRules.test.ts'],
  },
  {
    name: 'storage policies',
    tables: ['storage.objects'],
    functions: [],
    tests: ['supabase/tests/policies.staff-content.test.ts', 'supabase/tests/storagePolicies.test.ts'],
  },
];

/**
 * Survivors left on purpose: `<object key> | <mutant kind>` (as the report prints them) -> why no test can or should
 * tell that mutant from the original. Every other survivor fails the run.
 */
export const kept = {
  'policy lesson_messages: watchers read visible messages of watchable lessons | OR term dropped: parent_id is null':
    'Equivalent: for a question (parent_id null) lesson_message_hidden(null) finds no row and answers false, so `not lesson_message_hidden(parent_id)` is true exactly when `parent_id is null` is.',
  'policy lesson_messages: watchers write as self on watchable lessons | OR term dropped: parent_id is null':
    'Equivalent, as for reading: lesson_message_hidden(null) is false, so the next term is true for every question.',
  'policy lesson_messages: author edits own message on watchable lessons | AND term dropped: exists (select 1 from public.videos v where v.id = video_id)':
    'Not observable alone: an UPDATE that filters rows reads them, so PostgreSQL applies the SELECT policies too, and every one a member has requires a watchable lesson; lessonMessageKinds.test.ts holds the rule (an author cannot edit on a lesson they can no longer watch).',
  'policy lesson_messages: author edits own message on watchable lessons | WHERE condition -> true: v.id = video_id':
    'Not observable alone, as the term above: the SELECT policies require a watchable lesson for the same update.',
  'policy lesson_messages: author edits own message on watchable lessons | WITH CHECK -> true: author_id = (select auth.uid())':
    "Not observable alone: the only way this check fails is a change of a message's author, which guard_lesson_message_update refuses for everyone (tested alone in lessonMessageKinds.test.ts).",
  'policy lesson_messages: staff update any message | WITH CHECK -> true: (select public.is_staff())':
    "Not observable alone: a row a member may update (USING: own message) already passes the author policy's WITH CHECK unless its author changes, which guard_lesson_message_update refuses for everyone.",
  'function public.member_bans | AND term dropped: u.banned_until is not null':
    'Equivalent: `u.banned_until > now()` is null, not true, for a member without a ban, so the next term already leaves them out.',
  'function public.refuse_banned_caller | AND term dropped: auth.uid() is not null':
    'Equivalent: for a caller without a user id, `u.id = auth.uid()` matches no row, so the ban lookup finds nothing; the term only spares anonymous requests that lookup (bans.test.ts checks that an anonymous caller passes).',
  "policy storage.objects: staff replace academy files | AND term dropped: bucket_id in ('avatars', 'thumbnails', 'tool-logos', 'newsletter-images', 'lesson-videos')":
    'Not observable alone, in USING or in WITH CHECK (the two mutants have one description): an update that picks its row reads it, and the storage service reads the new row back (RETURNING), so PostgreSQL applies the SELECT policy to both rows, and the only one (anyone reads academy files) has the same five buckets. storagePolicies.test.ts still checks the rule (staff cannot move a file out of the five).',
  "policy storage.objects: staff delete academy files | AND term dropped: bucket_id in ('avatars', 'thumbnails', 'tool-logos', 'newsletter-images', 'lesson-videos')":
    'Not observable alone: a delete that picks its row reads it, so the SELECT policy (the same five buckets) applies too: staff cannot see, so cannot delete, a file of another bucket.',
};
