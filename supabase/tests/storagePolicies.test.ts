// The seven policies on storage.objects (20261122040500_storage_buckets.sql), one condition per case (issue 35:
// pnpm test:sql-mutation found most of their terms unchecked; policies.staff-content.test.ts tries each actor, but
// every attack there breaks two conditions at once). A member writes avatars named `<own id>-...` (no folders) and
// nothing else; staff write the academy's five buckets; anyone reads those five buckets and no other. Each attack
// below breaks exactly one condition; the others it meets. A move is an update of the object's bucket and name, so it
// is how a case changes one column of an existing object (lite checks it as an UPDATE: USING on the old row, WITH
// CHECK on the new).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestBackend, describeEachEngine, type TestBackend, type TestUser } from './harness.ts';

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
/** A bucket the migrations do not make: created here as the owner, as a project could add one later. */
const PRIVATE = 'private-notes';

describeEachEngine('storage policies, one condition at a time', (engine) => {
  let backend: TestBackend;
  let member: TestUser;
  let victim: TestUser;
  let staff: TestUser;
  let counter = 0;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    member = await backend.signUpUser(`storage-member-${engine}@example.test`);
    victim = await backend.signUpUser(`storage-victim-${engine}@example.test`);
    staff = await backend.signUpUser(`storage-staff-${engine}@example.test`, 'instructor');
    await backend.sql(`insert into storage.buckets (id, name, public) values ($1, $1, false)`, [PRIVATE]);
  });
  afterAll(async () => {
    await backend?.close();
  });

  /** A name no other case uses, under `owner`'s id (an avatar's form) or none. */
  const fresh = (owner?: TestUser) => `${owner ? `${owner.id}-` : 'file-'}${engine}-${++counter}.png`;
  const exists = async (bucket: string, name: string) =>
    (
      await backend.sql<{ n: number }>('select count(*)::int as n from storage.objects where bucket_id = $1 and name = $2', [bucket, name])
    )[0]!.n === 1;
  /** Puts a file in place as someone allowed to (the service role writes where no member may). */
  const put = async (client: SupabaseClient, bucket: string, name: string) => {
    const { error } = await client.storage.from(bucket).upload(name, PNG, { contentType: 'image/png' });
    if (error) throw new Error(`setting up ${bucket}/${name} failed: ${error.message}`);
    expect(await exists(bucket, name)).toBe(true);
  };
  const upload = (client: SupabaseClient, bucket: string, name: string) =>
    client.storage.from(bucket).upload(name, PNG, { contentType: 'image/png' });
  /** Moves bucket/name to toBucket/toName; true when the object is there afterwards and gone from where it was. */
  const moved = async (client: SupabaseClient, bucket: string, name: string, toBucket: string, toName: string) => {
    await client.storage.from(bucket).move(name, toName, { destinationBucket: toBucket });
    return (await exists(toBucket, toName)) && !(await exists(bucket, name));
  };

  it('a member uploads, replaces, renames and deletes their own avatar', async () => {
    const name = fresh(member);
    expect((await upload(member.client, 'avatars', name)).error).toBeNull();
    expect(await exists('avatars', name)).toBe(true);
    const replaced = await member.client.storage.from('avatars').update(name, PNG, { contentType: 'image/png' });
    expect(replaced.error).toBeNull();
    const renamed = fresh(member);
    expect(await moved(member.client, 'avatars', name, 'avatars', renamed)).toBe(true);
    await member.client.storage.from('avatars').remove([renamed]);
    expect(await exists('avatars', renamed)).toBe(false);
  });

  it('staff upload, replace, move and delete files of the academy buckets', async () => {
    const name = fresh();
    expect((await upload(staff.client, 'thumbnails', name)).error).toBeNull();
    expect(await exists('thumbnails', name)).toBe(true);
    expect((await staff.client.storage.from('thumbnails').update(name, PNG, { contentType: 'image/png' })).error).toBeNull();
    const other = fresh();
    expect(await moved(staff.client, 'thumbnails', name, 'tool-logos', other)).toBe(true);
    await staff.client.storage.from('tool-logos').remove([other]);
    expect(await exists('tool-logos', other)).toBe(false);
  });

  // "anyone reads academy files": the bucket.
  it('nobody lists a bucket outside the academy five', async () => {
    const name = fresh();
    await put(backend.serviceClient(), PRIVATE, name);
    for (const client of [backend.client(), member.client, staff.client]) {
      const { data } = await client.storage.from(PRIVATE).list('', { limit: 1000 });
      expect((data ?? []).map((file) => file.name)).not.toContain(name);
    }
  });

  // "user uploads own avatar": the bucket, the name and no folder, each alone.
  it('a member uploads a file named as their avatar to another bucket: refused', async () => {
    const name = fresh(member);
    await upload(member.client, 'thumbnails', name);
    expect(await exists('thumbnails', name)).toBe(false);
  });
  it("a member uploads an avatar under another member's id: refused", async () => {
    const name = fresh(victim);
    await upload(member.client, 'avatars', name);
    expect(await exists('avatars', name)).toBe(false);
  });
  it('a member uploads an avatar in a folder of their own name: refused', async () => {
    const name = `${member.id}-${engine}-folder/${++counter}.png`;
    await upload(member.client, 'avatars', name);
    expect(await exists('avatars', name)).toBe(false);
  });

  // "user replaces own avatar": USING (the old object's bucket and name), WITH CHECK (the new one's bucket, name,
  // no folder). "staff replace academy files": a member meets neither its USING nor its WITH CHECK.
  it('a member moves a staff file named with their id into their avatars: refused', async () => {
    const name = fresh(member);
    await put(staff.client, 'thumbnails', name);
    expect(await moved(member.client, 'thumbnails', name, 'avatars', fresh(member))).toBe(false);
  });
  it("a member moves another member's avatar to a name of their own: refused", async () => {
    const name = fresh(victim);
    await put(victim.client, 'avatars', name);
    expect(await moved(member.client, 'avatars', name, 'avatars', fresh(member))).toBe(false);
  });
  it('a member moves a staff file into their avatars under their own name: refused', async () => {
    const name = fresh();
    await put(staff.client, 'thumbnails', name);
    expect(await moved(member.client, 'thumbnails', name, 'avatars', fresh(member))).toBe(false);
  });
  it('a member moves their avatar to another bucket, keeping its name: refused', async () => {
    const name = fresh(member);
    await put(member.client, 'avatars', name);
    expect(await moved(member.client, 'avatars', name, 'thumbnails', name)).toBe(false);
  });
  it("a member renames their avatar to another member's id: refused", async () => {
    const name = fresh(member);
    await put(member.client, 'avatars', name);
    expect(await moved(member.client, 'avatars', name, 'avatars', fresh(victim))).toBe(false);
  });
  it('a member moves their avatar into a folder of their own name: refused', async () => {
    const name = fresh(member);
    await put(member.client, 'avatars', name);
    expect(await moved(member.client, 'avatars', name, 'avatars', `${member.id}-${engine}-folder/${++counter}.png`)).toBe(false);
  });

  // "user deletes own avatar": the bucket (the name is policies.staff-content's attack on another's avatar).
  // "staff delete academy files": staff only.
  it('a member deletes a staff file named with their id: refused', async () => {
    const name = fresh(member);
    await put(staff.client, 'thumbnails', name);
    await member.client.storage.from('thumbnails').remove([name]);
    expect(await exists('thumbnails', name)).toBe(true);
  });
  it('a member deletes a staff file: refused', async () => {
    const name = fresh();
    await put(staff.client, 'thumbnails', name);
    await member.client.storage.from('thumbnails').remove([name]);
    expect(await exists('thumbnails', name)).toBe(true);
  });

  // "staff upload academy files": the bucket (staff alone is the matrix's). "staff replace academy files": the same
  // rule for a move, though its bucket term alone is masked by the SELECT policy (kept in scripts/sqlMutation/targets.mjs).
  it('staff upload to a bucket outside the academy five: refused', async () => {
    const name = fresh();
    await upload(staff.client, PRIVATE, name);
    expect(await exists(PRIVATE, name)).toBe(false);
  });
  it('staff move an academy file to a bucket outside the five: refused', async () => {
    const name = fresh();
    await put(staff.client, 'thumbnails', name);
    expect(await moved(staff.client, 'thumbnails', name, PRIVATE, name)).toBe(false);
  });
});
