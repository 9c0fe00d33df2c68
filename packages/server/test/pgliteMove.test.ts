// A data directory made by the PGlite versions (DATA_DIR/db) keeps its content: the first start on the
// embedded PostgreSQL moves it (pg_dump of PGlite, restored in one transaction), says so in one line,
// and keeps the old folder renamed. Accounts, keys, content and progress all arrive.
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startServer } from '../src/index.ts';
import { openPglite, pgliteFolder } from '../src/database.ts';
import { createLiteApp } from '../src/liteApp.ts';
import { Mailbox } from '../src/mailbox.ts';
import { migrate, seedOnce } from '../src/schema.ts';
import { loadOrCreateKeys } from '../src/settings.ts';
import { createOrPromoteUser } from '../src/users.ts';
import { MOVED_SUFFIX } from '../src/pgliteMove.ts';
import { tempDir } from './helpers.ts';

const dataDir = tempDir('academy-pglite-move-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The last migrations a PGlite version could have applied: PGlite stopped being an engine in the release of
// 20261123; later migrations (search's unaccent, for one) are applied by the embedded PostgreSQL after the move.
const PGLITE_ERA_END = '20261124';

/** A project root whose supabase/migrations holds only the PGlite era's migrations. */
function pgliteEraRoot(): string {
  const root = path.join(dataDir, 'pglite-era');
  const from = path.join(REPO_ROOT, 'supabase', 'migrations');
  const to = path.join(root, 'supabase', 'migrations');
  mkdirSync(to, { recursive: true });
  for (const file of readdirSync(from)) if (file < PGLITE_ERA_END) copyFileSync(path.join(from, file), path.join(to, file));
  return root;
}

/** A project root whose supabase/seed.sql is one the PGlite era's schema takes: a course, a module, a lesson. */
function pgliteEraSeedRoot(): string {
  const root = path.join(dataDir, 'pglite-era-seed');
  mkdirSync(path.join(root, 'supabase'), { recursive: true });
  writeFileSync(
    path.join(root, 'supabase', 'seed.sql'),
    `insert into public.courses (id, slug, title, description, category, level, is_premium, position) values
       ('00000000-0000-4000-8000-00000000c001', 'coder-ai', 'AI Coder', 'Aprann konstwi app.', 'AI Development', 'Beginner', false, 1);
     insert into public.modules (id, course_id, title, position) values
       ('00000000-0000-4000-8000-0000000a0101', '00000000-0000-4000-8000-00000000c001', 'Premye pa ak AI', 1);
     insert into public.videos (title, youtube_url, module_id, position) values
       ('Byenveni', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', '00000000-0000-4000-8000-0000000a0101', 1);`,
  );
  return root;
}

/** What the PGlite versions left: migrated, seeded, one master account, one forum topic. */
async function makePgliteDataDir(): Promise<{ publishableKey: string; topicId: string }> {
  const db = await openPglite(pgliteFolder(dataDir));
  try {
    const keys = await loadOrCreateKeys(db);
    const app = createLiteApp(db, keys, 'http://127.0.0.1', new Mailbox(path.join(dataDir, 'mailbox')), null, dataDir);
    await app.init();
    await migrate(app, pgliteEraRoot());
    // Content as the PGlite era's seed wrote it (today's seed.sql is for today's schema: its courses have texts in
    // three languages and a state, columns a PGlite-era database gets only once it is moved and migrated).
    await seedOnce(db, pgliteEraSeedRoot());
    const master = await createOrPromoteUser(app, db, keys, { email: 'boss@example.com', password: 'Passw0rd-Move', role: 'master' });
    const [topic] = await db.query<{ id: string }>(
      "insert into public.discussion_subjects (title, content, created_by) values ('Kept across engines', 'body', $1) returning id",
      [master.id],
    );
    return { publishableKey: keys.publishableKey, topicId: topic!.id };
  } finally {
    await db.close();
  }
}

describe('a PGlite data directory', () => {
  it('is moved into the embedded PostgreSQL on the first start, with nothing lost', { timeout: 240_000 }, async () => {
    const before = await makePgliteDataDir();
    const server = await startServer({ port: 0, dataDir, log: false });
    try {
      expect(server.startNotes.join('\n')).toMatch(
        /moved the PGlite database of .+ into PostgreSQL in [\d.]+ s \(the old folder is kept as db\.moved-to-postgres\)/,
      );
      expect(server.database.kind).toBe('embedded-postgres');
      expect(existsSync(pgliteFolder(dataDir))).toBe(false);
      expect(existsSync(pgliteFolder(dataDir) + MOVED_SUFFIX)).toBe(true);
      // The keys moved too: clients built against the old server keep working.
      expect(server.publishableKey).toBe(before.publishableKey);

      const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: server.publishableKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'boss@example.com', password: 'Passw0rd-Move' }),
      });
      expect(signIn.status).toBe(200);
      const { access_token } = (await signIn.json()) as { access_token: string };
      const profile = await fetch(`${server.url}/rest/v1/user_profiles?select=role&email=eq.boss@example.com`, {
        headers: { apikey: server.publishableKey, authorization: `Bearer ${access_token}` },
      });
      expect(await profile.json()).toEqual([{ role: 'master' }]);

      const topics = await fetch(`${server.url}/rest/v1/discussion_subjects?select=id,title&id=eq.${before.topicId}`, {
        headers: { apikey: server.publishableKey },
      });
      expect(await topics.json()).toEqual([{ id: before.topicId, title: 'Kept across engines' }]);
      const courses = await server.database.query<{ slug: string; lessons: number }>(
        'select c.slug, (select count(*)::int from public.videos v where v.course_id = c.id) as lessons from public.courses c',
      );
      // The era's course and its lesson arrived, and the later migrations gave the lesson its course.
      expect(courses).toEqual([{ slug: 'coder-ai', lessons: 1 }]);
      // New writes work on the moved schema (sequences, defaults, policies).
      const created = await fetch(`${server.url}/rest/v1/discussion_subjects`, {
        method: 'POST',
        headers: { apikey: server.publishableKey, authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'After the move', content: 'body' }),
      });
      expect(created.status).toBe(201);
    } finally {
      await server.stop();
    }
    // The next start has nothing left to move.
    const again = await startServer({ port: 0, dataDir, log: false });
    try {
      expect(again.startNotes).toEqual([]);
    } finally {
      await again.stop();
    }
  });
});
