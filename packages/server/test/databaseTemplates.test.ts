// Test databases copied from a template (testCluster.ts): one template per version of the migrations and the server's
// code, shared by checkouts of that version, and no template left behind for good on a PostgreSQL server.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/index.ts';
import { adminUrlOf, createDatabaseFromTemplate, serverDatabaseTemplate, testEngines } from '../src/testCluster.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

for (const engine of testEngines().filter((name) => name !== 'hosted')) {
  describe.skipIf(!adminUrlOf(engine))(`database templates on ${engine}`, () => {
    const admin = postgres(adminUrlOf(engine) ?? '', { max: 1, onnotice: () => {} });
    const made: string[] = [];
    const hex = () => randomBytes(20).toString('hex');
    afterAll(async () => {
      for (const name of made) await admin.unsafe(`drop database if exists "${name}"`).catch(() => {});
      await admin.end();
    });
    const exists = async (name: string) => (await admin`select 1 from pg_database where datname = ${name}`).length === 1;
    async function template(name: string, comment: string | null) {
      made.push(name);
      await admin.unsafe(`create database "${name}"`);
      if (comment !== null) await admin.unsafe(`comment on database "${name}" is '${comment}'`);
    }

    it('building a template drops those built over a day ago or without their date, and keeps a recent one', async () => {
      const old = `academy_tpl_${hex()}`;
      const undated = `academy_tpl_${hex()}`;
      const recent = `academy_tpl_${hex()}`;
      const other = `academy_tplx_${hex().slice(0, 8)}`;
      await template(old, `academy test template, built ${new Date(Date.now() - DAY_MS - 60_000).toISOString()}`);
      await template(undated, null);
      await template(recent, `academy test template, built ${new Date(Date.now() - DAY_MS + 60 * 60_000).toISOString()}`);
      await template(other, null);

      const key = hex();
      made.push(`academy_tpl_${key}`);
      let builds = 0;
      const copy = await createDatabaseFromTemplate(engine, 'academy_test_tplcopy_', {
        key,
        build: async (url) => {
          builds += 1;
          const sql = postgres(url, { max: 1, onnotice: () => {} });
          await sql`create table marker (built boolean)`;
          await sql.end();
        },
      });
      made.push(copy.name);
      expect(builds).toBe(1);
      expect([await exists(old), await exists(undated), await exists(recent), await exists(other)]).toEqual([false, false, true, true]);
      const [comment] = await admin<{ comment: string }[]>`
        select shobj_description(oid, 'pg_database') as comment from pg_database where datname = ${`academy_tpl_${key}`}`;
      expect(Date.now() - Date.parse(comment!.comment.replace('academy test template, built ', ''))).toBeLessThan(60_000);

      // A second copy reuses the template, and each copy holds what the build made.
      const second = await createDatabaseFromTemplate(engine, 'academy_test_tplcopy_', { key, build: async () => void (builds += 1) });
      made.push(second.name);
      expect(builds).toBe(1);
      const sql = postgres(second.url, { max: 1, onnotice: () => {} });
      expect(await sql`select count(*)::int as n from marker`).toEqual([{ n: 0 }]);
      await sql.end();
    });
  });
}

describe('the server database template key', () => {
  it('is the same for two checkouts of one version, and changes with a migration', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'academy-template-key-'));
    try {
      cpSync(path.join(REPO_ROOT, 'supabase', 'migrations'), path.join(copy, 'supabase', 'migrations'), { recursive: true });
      cpSync(path.join(REPO_ROOT, 'supabase', 'seed.sql'), path.join(copy, 'supabase', 'seed.sql'));
      const here = serverDatabaseTemplate({ rootDir: REPO_ROOT, seed: true }).key;
      expect(serverDatabaseTemplate({ rootDir: copy, seed: true }).key).toBe(here);
      expect(serverDatabaseTemplate({ rootDir: copy, seed: false }).key).not.toBe(here);
      cpSync(path.join(REPO_ROOT, 'supabase', 'seed.sql'), path.join(copy, 'supabase', 'migrations', '29991231000000_later.sql'));
      expect(serverDatabaseTemplate({ rootDir: copy, seed: false, prepare: 'x' }).key).not.toBe(
        serverDatabaseTemplate({ rootDir: REPO_ROOT, seed: false, prepare: 'x' }).key,
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
