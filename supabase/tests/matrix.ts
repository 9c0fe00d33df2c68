// The policy matrix runner: each case names an operation and the actors allowed to do it;
// every actor is tried through a real supabase-js client and the outcome asserted both ways
// (allowed actors succeed, all others are refused). "Succeeded" is judged from the database
// itself (as owner) for writes, and from the returned rows for reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBackend, describeEachEngine, type TestBackend } from './harness.ts';
import { actors, createWorld, type Actor, type World } from './world.ts';

export type PolicyCase = {
  name: string;
  allowed: readonly Actor[];
  /** Tries the operation as `actor`; resolves true when it took effect (or returned the row). */
  run: (world: World, actor: Actor) => Promise<boolean>;
  /**
   * Required when nobody is allowed: proof that the same check can see the operation succeed, so a refusal is
   * the policy's doing and not a broken query or a detector that never says yes. Controls run after every
   * case, in a world of their own (they write what the cases' actors may not), and must resolve true.
   * - 'service': `run` as master, with master's client swapped for a service_role client (RLS bypassed).
   * - a function, for operations no API caller may do (a CHECK, a view that is not updatable, a missing
   *   auth user): the same detector after the effect was made another way (as the owner, with valid input);
   *   `runAsService` is the 'service' control, for a control that first prepares the world.
   */
  control?: 'service' | ((world: World, runAsService: () => Promise<boolean>) => Promise<boolean>);
};

type Result = { data: unknown; error: unknown };

/** True when the read returned, without error, a row with this id (or any row when id is omitted). */
export function returnedRow(result: Result, id?: string): boolean {
  if (result.error || !Array.isArray(result.data)) return false;
  return id === undefined ? result.data.length > 0 : result.data.some((row: { id?: string }) => row.id === id);
}

let counter = 0;
/** A value no other test uses, to recognise a write in the database. */
export function marker(label = 'm'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}`;
}

/** One column of one row, read as the database owner. */
export async function ownerValue(world: World, query: string, params: unknown[] = []): Promise<unknown> {
  const rows = await world.backend.sql<{ value: unknown }>(query, params);
  return rows[0]?.value;
}

export async function ownerCount(world: World, query: string, params: unknown[] = []): Promise<number> {
  return Number(await ownerValue(world, query, params));
}

/** The actor's own profile id; anon has none, so anon's "own" writes target nobody real. */
export function selfId(world: World, actor: Actor): string {
  return world.userId[actor] ?? '00000000-0000-4000-8000-000000000000';
}

/** The world as seen by `run`, with master's client replaced by one that bypasses RLS (service_role). */
function serviceWorld(world: World): World {
  return { ...world, client: { ...world.client, master: world.backend.serviceClient() } };
}

async function positiveControl(world: World, policyCase: PolicyCase): Promise<boolean> {
  const { control } = policyCase;
  if (control === undefined) throw new Error(`"${policyCase.name}" allows nobody, so it needs a positive control`);
  const runAsService = () => policyCase.run(serviceWorld(world), 'master');
  return control === 'service' ? runAsService() : control(world, runAsService);
}

export function runPolicyMatrix(title: string, cases: PolicyCase[]): void {
  const refusedToAll = cases.filter((policyCase) => policyCase.allowed.length === 0);
  describeEachEngine(title, (engine) => {
    const worldPrefix = `${title.replace(/\W+/g, '-')}-${engine}`;
    let backend: TestBackend | undefined;
    let world: World;
    let controlWorld: World;
    beforeAll(async () => {
      backend = await createTestBackend(engine);
      world = await createWorld(backend, worldPrefix);
    });
    afterAll(async () => {
      await backend?.close();
    });

    describe.each(cases)('$name', (policyCase) => {
      const rows = actors.map((actor) => [actor, policyCase.allowed.includes(actor) ? 'allowed' : 'refused'] as const);
      it.each(rows)('%s is %s', async (actor, expected) => {
        expect(await policyCase.run(world, actor)).toBe(expected === 'allowed');
      });
    });

    // A case nobody passes proves nothing unless the same check can also see the operation succeed.
    if (refusedToAll.length > 0) {
      describe('positive controls of the cases nobody passes', () => {
        // Made only now, after the cases: its members (a second master among them) must not change what the
        // cases see, e.g. which master is the last one.
        beforeAll(async () => {
          controlWorld = await createWorld(backend!, `${worldPrefix}-control`);
        });
        it.each(refusedToAll)('$name: the check sees the operation when it does take effect', async (policyCase) => {
          expect(await positiveControl(controlWorld, policyCase)).toBe(true);
        });
      });
    }
  });
}
