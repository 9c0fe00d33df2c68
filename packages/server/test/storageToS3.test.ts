// `pnpm storage:to-s3` (issue 37): a single server's files move from its DATA_DIR to the bucket several servers share.
// A server on the disk store takes an avatar and a lesson video (larger than one 8 MiB part) through the Storage API;
// the command (as `pnpm storage:to-s3` runs it) says what it would copy, copies, then finds nothing left to copy; a
// server started on the same database and the bucket serves both as the disk server did (bytes, type, cache control,
// the avatar's ETag, a byte range of the video). A file changed on the disk is copied again; an unfinished upload is not.
// (s3rver gives an object sent in parts the MD5 of its bytes as ETag, AWS S3 does not: `sameObject` is checked apart.)
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, startServer, type RunningServer } from '../src/index.ts';
import { s3Client } from '../src/s3StorageAdapter.ts';
import { FilesystemStorageAdapter } from '../src/storageAdapter.ts';
import { MD5_METADATA, sameObject } from '../src/storageToS3.ts';
import { startS3StandIn, type S3StandIn } from '../src/testCluster.ts';
import { createTestDatabase, signedInAccount, tempDir, type TestDatabase } from './helpers.ts';

const run = promisify(execFile);
const CLI = path.join(REPO_ROOT, 'packages', 'server', 'src', 'cli.ts');
const PASSWORD = 'Passw0rd-Copy';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201b7ad3b8b0000000049454e44ae426082',
  'hex',
);
const MB = 1024 * 1024;

/** 9 MiB of an MP4's leading box then each byte its position mod 251: two parts of the bucket's 8 MiB. */
function videoBytes(): Buffer<ArrayBuffer> {
  const bytes = Buffer.alloc(9 * MB);
  for (let i = 0; i < bytes.length; i++) bytes[i] = i % 251;
  bytes.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]);
  return bytes;
}

type Served = {
  status: number;
  type: string | null;
  cacheControl: string | null;
  eTag: string | null;
  range: string | null;
  bytes: Buffer;
};

async function served(url: string, headers: Record<string, string> = {}): Promise<Served> {
  const response = await fetch(url, { headers }).catch((error: unknown) => {
    throw new Error(`GET ${url} ${JSON.stringify(headers)}: ${String(error)}`, { cause: error });
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    eTag: response.headers.get('etag'),
    range: response.headers.get('content-range'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('what counts as already in the bucket', () => {
  const md5 = 'd41d8cd98f00b204e9800998ecf8427e';
  it('the same size and an ETag that is the MD5 (one part), or the recorded MD5 (several parts)', () => {
    expect(sameObject({ ContentLength: 10, ETag: `"${md5}"` }, 10, md5)).toBe(true);
    expect(
      sameObject({ ContentLength: 10, ETag: '"0b4c3a0f6a1d1e3c6a1b5b0d4b0e1a2c-2"', Metadata: { [MD5_METADATA]: md5 } }, 10, md5),
    ).toBe(true);
  });
  it('not another size, nor other bytes', () => {
    expect(sameObject({ ContentLength: 11, ETag: `"${md5}"` }, 10, md5)).toBe(false);
    expect(sameObject({ ContentLength: 10, ETag: '"0b4c3a0f6a1d1e3c6a1b5b0d4b0e1a2c-2"' }, 10, md5)).toBe(false);
    expect(sameObject({ ContentLength: 10, ETag: '"x-2"', Metadata: { [MD5_METADATA]: 'other' } }, 10, md5)).toBe(false);
  });
});

describe('pnpm storage:to-s3', () => {
  let database: TestDatabase;
  let s3: S3StandIn;
  const diskDataDir = tempDir('academy-to-s3-disk-');
  const s3DataDir = tempDir('academy-to-s3-bucket-');
  let disk: RunningServer | null = null;
  let onBucket: RunningServer | null = null;
  const avatar = { path: '', before: null as Served | null };
  const video = { path: 'lessons/intro.mp4', bytes: videoBytes(), before: null as Served | null, rangeBefore: null as Served | null };
  const RANGE = { range: `bytes=${8 * MB - 100}-${8 * MB + 99}` };

  const copy = (args: string[] = [], env: Record<string, string> = s3.env) =>
    run(process.execPath, [CLI, 'storage-to-s3', ...args], {
      env: { ...process.env, DATA_DIR: diskDataDir, DATABASE_URL: '', ...env },
      cwd: REPO_ROOT,
    });

  async function bucketKeys(): Promise<string[]> {
    const client = s3Client(s3.settings);
    try {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    } finally {
      client.destroy();
    }
  }

  beforeAll(async () => {
    [database, s3] = await Promise.all([createTestDatabase('embedded'), startS3StandIn()]);
    disk = await startServer({ port: 0, dataDir: diskDataDir, databaseUrl: database.url, log: false, seed: false });
    const learner = await signedInAccount(disk, 'learner-copy@example.com', PASSWORD);
    const staff = await signedInAccount(disk, 'staff-copy@example.com', PASSWORD, 'master');
    avatar.path = `avatars/${learner.id}-1.png`;
    const upload = async (objectPath: string, token: string, type: string, body: Buffer<ArrayBuffer>) => {
      const response = await fetch(`${disk!.url}/storage/v1/object/${objectPath}`, {
        method: 'POST',
        headers: { apikey: disk!.publishableKey, authorization: `Bearer ${token}`, 'content-type': type },
        body,
      });
      expect(response.status, await response.text()).toBe(200);
    };
    await upload(avatar.path, learner.token, 'image/png', PNG);
    await upload(`lesson-videos/${video.path}`, staff.token, 'video/mp4', video.bytes);
    avatar.before = await served(`${disk.url}/storage/v1/object/public/${avatar.path}`);
    video.before = await served(`${disk.url}/storage/v1/object/public/lesson-videos/${video.path}`);
    video.rangeBefore = await served(`${disk.url}/storage/v1/object/public/lesson-videos/${video.path}`, RANGE);
    await disk.stop();
    disk = null;
    // An upload the disk server was writing when it stopped: not an object yet, never copied.
    writeFileSync(path.join(diskDataDir, 'storage', 'avatars', `${learner.id}-2.png.4242.1764300000000.upload`), PNG.subarray(0, 10));
  }, 120_000);
  afterAll(async () => {
    await disk?.stop();
    await onBucket?.stop();
    await s3?.stop();
    await database?.drop();
    rmSync(diskDataDir, { recursive: true, force: true });
    rmSync(s3DataDir, { recursive: true, force: true });
  });

  it('refuses to run without a bucket, saying what is missing', async () => {
    await expect(copy([], {})).rejects.toMatchObject({ stderr: expect.stringContaining('STORAGE_S3_BUCKET is not set') });
  });

  it('a dry run lists what it would copy and writes nothing', async () => {
    const { stdout } = await copy(['--dry-run']);
    const lines = stdout.trim().split('\n');
    expect(lines).toEqual([
      `[1/2] ${avatar.path} (${PNG.length} B): would copy`,
      `[2/2] lesson-videos/${video.path} (9.0 MB): would copy`,
      expect.stringMatching(
        /^2 objects in .*: would copy 2 \(9\.0 MB\), 0 already in the bucket "academy-test"\. Dry run: nothing was written\.$/,
      ),
    ]);
    expect(await bucketKeys()).toEqual([]);
  });

  it('copies every object with its content type and cache control, then skips them all when run again', { timeout: 60_000 }, async () => {
    const first = await copy();
    expect(first.stdout).toContain(`[1/2] ${avatar.path} (${PNG.length} B): copied`);
    expect(first.stdout).toContain(`[2/2] lesson-videos/${video.path} (9.0 MB): copied`);
    expect(first.stdout).toMatch(/2 objects in .*: copied 2 \(9\.0 MB\), 0 already in the bucket "academy-test"\.\n$/);
    expect(await bucketKeys()).toEqual([avatar.path, `lesson-videos/${video.path}`].sort());

    // The copy sent in parts carries its MD5 (AWS S3 gives such an object an ETag of its parts, not of its bytes).
    const client = s3Client(s3.settings);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: s3.settings.bucket, Key: `lesson-videos/${video.path}` }));
      expect(head.Metadata?.[MD5_METADATA]).toBe(createHash('md5').update(video.bytes).digest('hex'));
    } finally {
      client.destroy();
    }

    const again = await copy();
    expect(again.stdout).toContain(`[1/2] ${avatar.path} (${PNG.length} B): already in the bucket`);
    expect(again.stdout).toContain(`[2/2] lesson-videos/${video.path} (9.0 MB): already in the bucket`);
    expect(again.stdout).toMatch(/: copied 0 \(0 B\), 2 already in the bucket/);
  });

  it('a server on the same database and the bucket serves the files as the disk server did', { timeout: 60_000 }, async () => {
    onBucket = await startServer({
      port: 0,
      dataDir: s3DataDir,
      databaseUrl: database.url,
      storageS3: s3.settings,
      log: false,
      seed: false,
    });
    const avatarNow = await served(`${onBucket.url}/storage/v1/object/public/${avatar.path}`);
    expect(avatarNow).toEqual(avatar.before);
    expect(avatarNow.type).toBe('image/png');
    // The whole video, then a range of it on the same kept-alive connection (a player's first load, then a seek).
    // The 9 MiB bytes are compared with Buffer.equals (a memcmp), never inside toEqual: toEqual walks a Buffer byte by
    // byte, 3 to 7 s at load 12-16, and this server runs on the test's own event loop. Blocked that long, both ends'
    // idle timers were overdue together: fetch reused the avatar's connection (idle 7.3 s, past the server's
    // keepAliveTimeout of 5 s + 1 s), the server's overdue idle timer then closed it with the range request unread,
    // and the client saw ECONNRESET with nothing logged (the request was never parsed). Between two processes the
    // client's own idle timer, shorter than the server's, retires such a connection first.
    const videoNow = await served(`${onBucket.url}/storage/v1/object/public/lesson-videos/${video.path}`);
    expect({ ...videoNow, eTag: null, bytes: null }).toEqual({ ...video.before, eTag: null, bytes: null });
    expect(videoNow.bytes.equals(video.bytes)).toBe(true);
    const rangeNow = await served(`${onBucket.url}/storage/v1/object/public/lesson-videos/${video.path}`, RANGE);
    expect(rangeNow.status).toBe(206);
    // The same bytes, type and cache control; the ETag of an object sent in parts is not its MD5 (S3's rule).
    expect({ ...rangeNow, eTag: null }).toEqual({ ...video.rangeBefore, eTag: null });
  });

  it('copies again an object whose bytes changed on the disk since, and only that one', { timeout: 60_000 }, async () => {
    const changed = Buffer.from(PNG);
    const at = changed.length - 20;
    changed.writeUInt8(changed.readUInt8(at) ^ 0xff, at); // same size, other bytes
    const [bucket, ...key] = avatar.path.split('/');
    await new FilesystemStorageAdapter(path.join(diskDataDir, 'storage')).uploadObject(
      bucket!,
      key.join('/'),
      undefined,
      changed,
      'image/png',
      'max-age=3600',
    );
    const { stdout } = await copy();
    expect(stdout).toContain(`[1/2] ${avatar.path} (${PNG.length} B): copied`);
    expect(stdout).toContain(`[2/2] lesson-videos/${video.path} (9.0 MB): already in the bucket`);
    const client = s3Client(s3.settings);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: s3.settings.bucket, Key: avatar.path }));
      expect({ type: head.ContentType, cacheControl: head.CacheControl }).toEqual({ type: 'image/png', cacheControl: 'max-age=3600' });
    } finally {
      client.destroy();
    }
    expect(readdirSync(path.join(diskDataDir, 'storage', 'avatars')).some((name) => name.endsWith('.upload'))).toBe(true);
    expect(await bucketKeys()).toHaveLength(2);
  });
});
