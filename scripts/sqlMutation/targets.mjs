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
    tests: ['supabase/tests/policies.lessonMessages.test.ts', 'supabase/tests/lessonMessageKinds.test.ts'],
  },
  {
    name: 'notifications outbox',
    tables: ['notifications'],
    functions: ['notify_lesson_thread', 'member_may_watch', 'claim_notification_mails', 'finish_notification_mails'],
    tests: ['supabase/tests/policies.notifications.test.ts', 'supabase/tests/notificationMailRetry.test.ts'],
  },
  {
    name: 'premium masking in search',
    tables: [],
    functions: ['search_everything', 'search_lessons', 'search_prompts', 'search_discussions', 'search_courses'],
    tests: ['supabase/tests/policies.search.test.ts'],
  },
];

/**
 * Survivors left on purpose: `<object key> | <mutant kind>` (as the report prints them) -> why no test can or should
 * tell that mutant from the original. Every other survivor fails the run.
 */
export const kept = {};
