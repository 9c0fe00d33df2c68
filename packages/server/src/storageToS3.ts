// `pnpm storage:to-s3` (issue 37): the files of a server that kept them on its disk (DATA_DIR/storage, the layout of
// storageAdapter.ts) copied to the S3-compatible bucket that several servers share, under the keys the S3 adapter
// reads (<storage bucket>/<key>) and with the content type and cache control the disk kept beside each file, so the
// servers started on the bucket serve them exactly as the disk did. The disk is only read.
// Idempotent: an object already in the bucket with the same size and the same bytes (its ETag is the file's MD5 when
// it was sent in one part; a copy sent in parts carries the MD5 in its metadata) is skipped, so an interrupted run is
// simply run again. `dryRun` says what would be copied and writes nothing.
import { createHash } from 'node:crypto';
import { createReadStream, type Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, type HeadObjectCommandOutput, type S3Client } from '@aws-sdk/client-s3';
import { checkBucket, s3Client, s3ObjectKey, statusOf, streamToS3, type S3Settings } from './s3StorageAdapter.ts';
import { FilesystemStorageAdapter, isObjectName } from './storageAdapter.ts';

/** User metadata (x-amz-meta-academy-md5) holding the MD5 of a copy sent in parts, whose ETag is not the file's MD5. */
export const MD5_METADATA = 'academy-md5';

/** A file being written by an upload (storageAdapter.ts: `<file>.<pid>.<ms>.upload`, renamed when complete). */
const UPLOAD_IN_PROGRESS = /\.\d+\.\d+\.upload$/;

export type DiskObject = { bucket: string; key: string; file: string };

export type CopyToS3Options = {
  /** The disk store: DATA_DIR/storage. */
  root: string;
  settings: S3Settings;
  dryRun?: boolean;
  /** One line per object, and the summary. */
  log?: (line: string) => void;
};

export type CopyToS3Report = { objects: number; copied: number; skipped: number; failed: number; bytesCopied: number };

/** Every object of a disk store, sorted: each storage bucket's files, without the sidecars and unfinished uploads. */
export async function diskObjects(root: string): Promise<DiskObject[]> {
  let buckets: Dirent[];
  try {
    buckets = await readdir(root, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const objects: DiskObject[] = [];
  // `.meta` holds the sidecars; no storage bucket's name starts with a dot (checkObjectName).
  for (const bucket of buckets.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))) {
    const bucketDir = path.join(root, bucket.name);
    for (const entry of await readdir(bucketDir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || UPLOAD_IN_PROGRESS.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(bucketDir, file).split(path.sep).join('/');
      if (isObjectName(key)) objects.push({ bucket: bucket.name, key, file });
    }
  }
  return objects.sort((x, y) => `${x.bucket}/${x.key}`.localeCompare(`${y.bucket}/${y.key}`));
}

/** The file's MD5, read as a stream (a lesson video is never whole in memory). */
async function md5Of(file: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * True when an object the bucket describes so (HEAD) has this size and these bytes: its ETag is their MD5 (sent in one
 * part), or the MD5 this command recorded (sent in parts, AWS S3's ETag is then an MD5 of the parts' MD5s).
 */
export function sameObject(head: Pick<HeadObjectCommandOutput, 'ContentLength' | 'ETag' | 'Metadata'>, size: number, md5: string): boolean {
  return head.ContentLength === size && (head.ETag === `"${md5}"` || head.Metadata?.[MD5_METADATA] === md5);
}

/** True when the bucket holds this key with this size and these bytes. */
async function alreadyThere(client: S3Client, bucket: string, key: string, size: number, md5: string): Promise<boolean> {
  try {
    return sameObject(await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })), size, md5);
  } catch (error) {
    if (statusOf(error) === 404) return false;
    throw error;
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** Copies the disk store's objects missing from the bucket (or says which it would, with `dryRun`). */
export async function copyDiskStoreToS3(options: CopyToS3Options): Promise<CopyToS3Report> {
  const log = options.log ?? (() => {});
  const { settings } = options;
  const client = s3Client(settings);
  const disk = new FilesystemStorageAdapter(options.root);
  const report: CopyToS3Report = { objects: 0, copied: 0, skipped: 0, failed: 0, bytesCopied: 0 };
  try {
    await checkBucket(client, settings);
    const objects = await diskObjects(options.root);
    report.objects = objects.length;
    const width = String(objects.length).length;
    for (const [index, object] of objects.entries()) {
      const progress = `[${String(index + 1).padStart(width)}/${objects.length}] ${object.bucket}/${object.key}`;
      try {
        // The content type and cache control the disk serves it with (application/octet-stream without a sidecar).
        const meta = await disk.headObject(object.bucket, object.key);
        const line = `${progress} (${formatBytes(meta.size)})`;
        const md5 = await md5Of(object.file);
        const key = s3ObjectKey(object.bucket, object.key);
        if (await alreadyThere(client, settings.bucket, key, meta.size, md5)) {
          report.skipped += 1;
          log(`${line}: already in the bucket`);
          continue;
        }
        if (options.dryRun) {
          report.copied += 1;
          report.bytesCopied += meta.size;
          log(`${line}: would copy`);
          continue;
        }
        await streamToS3(client, settings.bucket, key, createReadStream(object.file), {
          contentType: meta.mimetype,
          cacheControl: meta.cacheControl,
          metadata: { [MD5_METADATA]: md5 },
        });
        report.copied += 1;
        report.bytesCopied += meta.size;
        log(`${line}: copied`);
      } catch (error) {
        report.failed += 1;
        log(`${progress}: FAILED, ${(error as Error).message}`);
      }
    }
  } finally {
    client.destroy();
  }
  const copied = `${options.dryRun ? 'would copy' : 'copied'} ${report.copied} (${formatBytes(report.bytesCopied)})`;
  const failed = report.failed ? `, ${report.failed} FAILED (run it again to retry them)` : '';
  log(
    `${report.objects} objects in ${options.root}: ${copied}, ${report.skipped} already in the bucket "${settings.bucket}"${failed}` +
      (options.dryRun ? '. Dry run: nothing was written.' : '.'),
  );
  return report;
}
