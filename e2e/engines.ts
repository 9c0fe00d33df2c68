// Which journeys run a second time on the PostgreSQL server (E2E_ENGINE=server), and why.
// `pnpm test` runs every journey on the embedded PostgreSQL, then again on the server only those whose outcome can
// depend on the engine: they write through the REST paths (plain and lite), auth, storage, functions or the mail
// outbox, or read through database functions, so a difference between PostgreSQL 17 (embedded) and the server's
// version, or between the socket and TCP connections, shows there. The others test what the browser does with answers
// that no engine changes; running them twice cost about 4 of the suite's 20 minutes. Every journey file is in exactly
// one list (engines.test.ts fails otherwise), so a new journey says which it is.

/** Journey files run on both engines, each with what it does in the database. */
export const journeysOnBothEngines: Readonly<Record<string, string>> = {
  'academy.test.ts': 'progress saves through the plain path, completion, certificates, premium masking in lesson_catalog',
  'accounts.test.ts': 'sign-up, sign-in, recovery mail, avatar storage, sessions ended on the server',
  'cluster.test.ts':
    'two server processes on one database and one S3 stand-in: accounts (also in the app), storage (avatar and video in the app), bans, sign-in backoff and mail limits, progress writes through kill -9 and a rolling restart',
  'captionUpload.test.ts':
    "staff caption writes through the lesson form (upsert and delete under row-level security), a learner's read and search of them",
  'captions.test.ts':
    'staff caption writes under row-level security, captions read as the lesson is (premium masked), spoken words in search_everything',
  'community.test.ts': 'topics, comments, likes and moderation under row-level security; newsletter confirmation mail',
  'courseBuilder.test.ts':
    "staff's course, module and lesson writes, the one-request reorder, drafts kept from lesson_catalog and search, completion and a certificate",
  'coursePages.test.ts': "pages rendered from the database's courses, their cache dropped by LISTEN/NOTIFY academy_courses",
  'dashboard.test.ts': "staff writes on every table, role changes, bans, storage uploads, the newsletter's mail",
  'lessonWatching.test.ts': 'progress saves through the plain path while a lesson plays, and what the database keeps of them',
  'lessonDiscussion.test.ts': 'lesson messages and their triggers, premium lessons refused',
  'notifications.test.ts': "notification triggers and the mail outbox's retries",
  'payments.test.ts': 'checkout sessions and signed webhooks writing subscriptions',
  'search.test.ts': "search_everything's text search and premium masking",
  'stumbles.test.ts': 'bans at sign-in and on the API, mail language, forum names',
};

/** Journey files run on the embedded engine only, each with why the engine cannot change its outcome. */
export const journeysOnEmbeddedOnly: Readonly<Record<string, string>> = {
  'browserProblems.test.ts': "the journeys' own failure reporting, against a page of its own",
  'buildFreshness.test.ts': 'file dates of the build and its sources; no server',
  'links.test.ts': "every link's target and attributes on every screen: reads only",
  'earlyClick.test.ts': "a button pressed before the app is live and performed after: the browser's part, reads only",
  'earlySubmit.test.ts':
    "a press kept before the app is live and performed after: the browser's part; the same sign-in and sign-up run on both engines in accounts",
  'layout.test.ts': 'widths and overflow of every route at three widths: reads only, the same rows on any engine',
  'layoutLanguages.test.ts': 'the same widths and overflow in Portuguese and English, and the footer: reads only',
  'prerender.test.ts': 'the HTML built before any request, and hydration of it',
  'securityHeaders.test.ts': "the response headers and the browser's policy checks",
  'stumblesRoundTwoShell.test.ts':
    "the top bar's boxes at tablet widths, and what a banned member reads of the server's refusals (bans themselves: stumbles)",
  'stumblesRoundTwo.test.ts': 'tab titles and the prompts layout at tablet width: what the browser shows of reads',
  'storybookCache.test.ts': "the stories' pre-bundle folder and its lock; no server",
  'shell.test.ts': 'the shell, language and theme switches, a failed code download; one profile save also runs in accounts',
};
