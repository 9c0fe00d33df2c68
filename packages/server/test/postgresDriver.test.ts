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

  // A transaction's connection can close while no statement of it runs: its backend ended by an administrator, or by
  // the request roles' idle_in_transaction_session_timeout while the request awaits something else. postgres.js then
  // notices nothing until the next statement, which it writes to the closed socket: a short one from a timer (an
  // uncaught TypeError: the process ends), a long one (over 1,024 bytes) at once (an unhandled rejection, and the
  // statement never settles); and the release handed the closed connection back to the pool.
  it('a transaction whose connection closed between two statements fails the next one at once; the pool serves on and ends', async () => {
    const pool = postgres(database.url, { max: 2, onnotice: () => {}, types: PARAMETER_TYPES as never });
    const poolLog: string[] = [];
    guardPool(pool, {
      terminate: (pid) => pool.unsafe('select pg_terminate_backend($1)', [pid]),
      log: (message) => poolLog.push(message),
    });
    const longStatement = `select '${'x'.repeat(2000)}' as long`;
    try {
      for (const next of ['select 1 as one', longStatement, 'rollback']) {
        const reserved = (await pool.reserve()) as unknown as Reserved;
        await reserved.unsafe('begin');
        const { pid } = ((await reserved.unsafe('select pg_backend_pid() as pid')) as { pid: number }[])[0]!;
        await admin.unsafe('select pg_terminate_backend($1)', [pid]);
        await expect.poll(backendsOfThisDatabase, { timeout: 5000 }).not.toContain(pid);
        // The client has read the end of the connection (the backend's last message and the socket's close).
        await new Promise((resolve) => setTimeout(resolve, 200));
        const answer = await settledWithin(reserved.unsafe(next), 3000);
        expect(answer, next.slice(0, 20)).toMatchObject({ rejected: { code: 'CONNECTION_CLOSED' } });
        reserved.release();
        for (let i = 0; i < 4; i++) expect(await settledWithin(pool.unsafe('select 2 as two'), 3000)).toEqual({ value: [{ two: 2 }] });
      }
      // A connection that closed is gone, not broken: nothing to end.
      expect(poolLog).toEqual([]);
    } finally {
      const started = Date.now();
      // Bounded so that a pool that cannot end does not hold the run: the timeout closes what is left after 5 s.
      await pool.end({ timeout: 5 });
      expect(Date.now() - started, 'the pool ended without waiting out its timeout').toBeLessThan(4000);
    }
  });
});

/** A statement's outcome, or 'no answer' when it has not settled within `ms`. */
async function settledWithin(query: Promise<unknown>, ms: number): Promise<{ value: unknown } | { rejected: unknown } | 'no answer'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'no answer'>((resolve) => (timer = setTimeout(() => resolve('no answer'), ms)));
  try {
    return await Promise.race([
      query.then(
        (value) => ({ value }),
        (rejected: unknown) => ({ rejected }),
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
