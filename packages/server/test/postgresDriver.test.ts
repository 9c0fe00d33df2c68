// The pool the server and lite share (postgresDriver.ts): values reach PostgreSQL as text to be read by their column's
// type, a connection that failed inside the driver is ended instead of being handed to the next transaction, and one
// that closed under a transaction refuses further statements instead of ending the process.
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asParameter, guardPool, PARAMETER_TYPES, type Reserved } from '../src/postgresDriver.ts';
import { createTestDatabase, describeEachBackend, type TestDatabase } from './helpers.ts';

it('booleans and numbers become their text; objects their JSON; the rest is left as it is', () => {
  const date = new Date(0);
  const bytes = Buffer.from('x');
  expect([true, false, 5, 1.5, 'true', null, date, 10n, bytes, [1, true], { a: 1 }].map(asParameter)).toEqual([
    'true',
    'false',
    '5',
    '1.5',
    'true',
    null,
    date,
    10n,
    bytes,
    [1, true],
    '{"a":1}',
  ]);
});

describeEachBackend('the shared pool', (backend) => {
  let database: TestDatabase;
  let sql: postgres.Sql;
  let admin: postgres.Sql;
  const logged: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    sql = postgres(database.url, { max: 2, onnotice: () => {}, types: PARAMETER_TYPES as never });
    guardPool(sql, {
      terminate: (pid) => sql.unsafe('select pg_terminate_backend($1)', [pid]),
      log: (message) => logged.push(message),
    });
    admin = postgres(database.url, { max: 1, onnotice: () => {} });
    await admin.unsafe('create table flags (id int primary key, on_off boolean, at timestamptz, tags text[], title text)');
    await admin.unsafe(`insert into flags values (1, true, '2026-01-01', '{a}', 'true'), (2, false, '2026-01-02', '{b}', '5.0')`);
  });
  afterAll(async () => {
    // postgres.js never ends a connection that was killed during a statement otherwise (its own behaviour, pool or not).
    await sql?.end({ timeout: 1 });
    await admin?.end();
    await database?.drop();
  });

  const backendsOfThisDatabase = async () =>
    (await admin.unsafe(`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`)).map(
      (row) => row.pid as number,
    );

  it('PostgreSQL reads every value by its column: booleans from text, numbers refused where a date is due', async () => {
    for (const value of [true, 'true', 't', 'yes', '1', 1])
      expect(
        (await sql.unsafe('select id from flags where on_off = $1', [value])).map((row) => row.id),
        String(value),
      ).toEqual([1]);
    expect((await sql.unsafe('select id from flags where title = $1', [true])).map((row) => row.id)).toEqual([1]);
    await expect(sql.unsafe('select id from flags where at > $1', [5])).rejects.toMatchObject({ code: '22007' });
    await expect(sql.unsafe('select id from flags where on_off = $1', ['abc'])).rejects.toMatchObject({ code: '22P02' });
    await expect(sql.unsafe('select id from flags where tags = $1', [5])).rejects.toMatchObject({ code: '22P02' });
    expect((await sql.unsafe('select id from flags where tags = $1', [['b']])).map((row) => row.id)).toEqual([2]);
  });

  it('a transaction whose connection failed inside the driver ends that connection; the next one gets a fresh one', async () => {
    const reserved = (await sql.reserve()) as unknown as Reserved;
    const { pid } = ((await reserved.unsafe('select pg_backend_pid() as pid')) as { pid: number }[])[0]!;
    await reserved.unsafe('begin');
    // undefined is refused by the driver itself (UNDEFINED_VALUE), not by PostgreSQL.
    await expect(reserved.unsafe('select $1::int', [undefined])).rejects.toMatchObject({ code: 'UNDEFINED_VALUE' });
    reserved.release();
    await expect.poll(backendsOfThisDatabase, { timeout: 5000 }).not.toContain(pid);
    expect(logged).toHaveLength(1);
    for (let i = 0; i < 4; i++) expect(await sql.unsafe('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('a transaction whose connection was closed under it fails its next statement and its release, and the pool serves on', async () => {
    const reserved = (await sql.reserve()) as unknown as Reserved;
    const { pid } = ((await reserved.unsafe('select pg_backend_pid() as pid')) as { pid: number }[])[0]!;
    await reserved.unsafe('begin');
    // Sent now and seen running before the backend is ended: postgres.js sends a query only once it is awaited or
    // executed, and one sent after the end met a connection already closed.
    const sleeping = reserved.unsafe('select pg_sleep(5)').execute();
    await expect
      .poll(
        async () => (await admin.unsafe(`select 1 from pg_stat_activity where pid = $1 and query like 'select pg_sleep%'`, [pid])).length,
      )
      .toBe(1);
    await admin.unsafe('select pg_terminate_backend($1)', [pid]);
    await expect(sleeping).rejects.toBeTruthy();
    // postgres.js would write to the closed socket here and throw where nobody can catch it (the process ends).
    await expect(reserved.unsafe('rollback')).rejects.toBeTruthy();
    reserved.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (let i = 0; i < 4; i++) expect(await sql.unsafe('select 2 as two')).toEqual([{ two: 2 }]);
  });
});
