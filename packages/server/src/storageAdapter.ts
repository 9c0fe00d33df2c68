// Object bytes on the local disk (lite does not export its own filesystem adapter): each object
// at <root>/<bucket>/<key>, with its content type and cache control in <root>/.meta/<bucket>/<key>.json.
// The embedded default; s3StorageAdapter.ts keeps them in an S3-compatible bucket instead (several servers).
// Uploads are written as they arrive (never whole in memory); reads serve the byte range the request asks for.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { rangeNotSatisfiable, requestedRange, resolveRange } from './storageReads.ts';

export type ObjectMetadata = {
  cacheControl: string;
  contentLength: number;
  size: number;
  mimetype: string;
  lastModified?: Date;
  eTag: string;
  contentRange?: string;
  httpStatusCode?: number;
};
type StoredMeta = { mimetype: string; cacheControl: string; eTag: string };
export type Body = ReadableStream | NodeReadableStream | Buffer | Uint8Array;

/** What lite calls on `app._storageAdapter` (both adapters have exactly these). */
export interface StorageAdapter {
  readonly driver: string;
  getObject(bucket: string, key: string): Promise<{ metadata: ObjectMetadata; httpStatusCode: number; body: ReadableStream }>;
  uploadObject(
    bucket: string,
    key: string,
    version: string | undefined,
    body: Body,
    contentType: string,
    cacheControl: string,
  ): Promise<ObjectMetadata>;
  deleteObject(bucket: string, key: string): Promise<void>;
  deleteObjects(bucket: string, keys: string[]): Promise<void>;
  copyObject(
    sourceBucket: string,
    source: string,
    version: string | undefined,
    destinationBucket: string,
    destination: string,
  ): Promise<{ httpStatusCode: number; eTag: string; lastModified?: Date | undefined }>;
  headObject(bucket: string, key: string): Promise<ObjectMetadata>;
  privateAssetUrl(bucket: string, key: string): Promise<string>;
  /** Throws a sentence a person can act on when the store cannot be used (checked at start). */
  check?(): Promise<void>;
  /** Releases what the adapter holds open (called when the server stops). */
  close?(): Promise<void>;
}

/**
 * The longest segment of an object's name, in UTF-8 bytes. On disk a segment is a file name, at most 255 bytes on
 * every common file system, and the adapter writes beside it `<segment>.<pid>.<ms>.upload` (up to 29 more bytes): a
 * 231-byte name failed there with ENAMETOOLONG, a 500 (the fuzzer's find, seed 555454300). 200 leaves room.
 */
export const MAX_OBJECT_SEGMENT_BYTES = 200;
/** The longest whole name, in UTF-8 bytes: S3 keys hold 1,024, and the S3 adapter puts the bucket's name before it. */
export const MAX_OBJECT_NAME_BYTES = 960;

/**
 * An object's name: segments between slashes, none empty ('a/', '/a', 'a//b' name folders, not objects: on disk the
 * first was a directory, a 500), none climbing ('.', '..'), none longer than either adapter can store.
 */
export function isObjectName(key: string): boolean {
  if (key === '' || Buffer.byteLength(key) > MAX_OBJECT_NAME_BYTES) return false;
  return key
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..' && Buffer.byteLength(segment) <= MAX_OBJECT_SEGMENT_BYTES);
}

/** Bucket names and keys come from URLs: a bucket is one plain segment, a key never climbs out of its bucket. */
export function checkObjectName(bucket: string, key: string): void {
  if (!bucket || bucket.includes('/') || bucket.startsWith('.') || !isObjectName(key)) {
    throw Object.assign(new Error('Invalid object key'), { statusCode: 400 });
  }
}

/** Any body lite hands an adapter, as a Node stream (a Buffer is not copied). */
export function bodyStream(body: Body): Readable {
  if (body instanceof Uint8Array) return Readable.from([body]);
  return Readable.fromWeb(body as NodeReadableStream);
}

/** Counts and hashes (MD5, the ETag of a single-part object) the bytes passing through (not `size`: the S3 SDK reads a body's `size` as its length). */
export function measuring(): Transform & { byteCount: number; md5: () => string } {
  const hash = createHash('md5');
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      measured.byteCount += chunk.length;
      done(null, chunk);
    },
  });
  const measured = Object.assign(transform, { byteCount: 0, md5: () => hash.digest('hex') });
  return measured;
}

export class StorageObjectNotFound extends Error {
  readonly statusCode = 404;
  readonly code = 'NoSuchKey';
  constructor(key: string) {
    super(`Object not found: ${key}`);
  }
}

export class FilesystemStorageAdapter implements StorageAdapter {
  readonly driver = 'filesystem';
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** Keys come from URLs: never let one climb out of its bucket. */
  #file(bucket: string, key: string, meta = false): string {
    checkObjectName(bucket, key);
    const base = meta ? path.join(this.root, '.meta', bucket) : path.join(this.root, bucket);
    const file = path.resolve(base, key + (meta ? '.json' : ''));
    if (!file.startsWith(path.resolve(base) + path.sep) || bucket.includes('/') || bucket.startsWith('.')) {
      throw Object.assign(new Error('Invalid object key'), { statusCode: 400 });
    }
    return file;
  }

  async #meta(bucket: string, key: string): Promise<ObjectMetadata> {
    const file = this.#file(bucket, key);
    let info;
    try {
      info = await stat(file);
    } catch {
      throw new StorageObjectNotFound(key);
    }
    let stored: StoredMeta = { mimetype: 'application/octet-stream', cacheControl: 'no-cache', eTag: `"${info.size}-${info.mtimeMs}"` };
    try {
      stored = JSON.parse(await readFile(this.#file(bucket, key, true), 'utf8')) as StoredMeta;
    } catch {
      // bytes without a sidecar (copied by hand): serve them as generic binary
    }
    return { ...stored, size: info.size, contentLength: info.size, lastModified: info.mtime, httpStatusCode: 200 };
  }

  async getObject(bucket: string, key: string) {
    const metadata = await this.#meta(bucket, key);
    const range = requestedRange();
    if (!range) return { metadata, httpStatusCode: 200, body: Readable.toWeb(createReadStream(this.#file(bucket, key))) as ReadableStream };
    const span = resolveRange(range, metadata.size);
    if (!span) {
      rangeNotSatisfiable(metadata.size);
      return { metadata: { ...metadata, contentLength: 0 }, httpStatusCode: 416, body: new Blob([]).stream() };
    }
    const partial = {
      ...metadata,
      contentLength: span.end - span.start + 1,
      contentRange: `bytes ${span.start}-${span.end}/${metadata.size}`,
      httpStatusCode: 206,
    };
    const body = Readable.toWeb(createReadStream(this.#file(bucket, key), { start: span.start, end: span.end })) as ReadableStream;
    return { metadata: partial, httpStatusCode: 206, body };
  }

  async uploadObject(bucket: string, key: string, _version: string | undefined, body: Body, contentType: string, cacheControl: string) {
    const file = this.#file(bucket, key);
    const metaFile = this.#file(bucket, key, true);
    await mkdir(path.dirname(file), { recursive: true });
    await mkdir(path.dirname(metaFile), { recursive: true });
    // Written as it arrives, beside the object, and renamed: a reader never sees a half-written object.
    const temp = `${file}.${process.pid}.${Date.now()}.upload`;
    const measured = measuring();
    try {
      await pipeline(bodyStream(body), measured, createWriteStream(temp));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    const eTag = `"${measured.md5()}"`;
    await rename(temp, file);
    await writeFile(metaFile, JSON.stringify({ mimetype: contentType, cacheControl, eTag } satisfies StoredMeta));
    return {
      cacheControl,
      contentLength: measured.byteCount,
      size: measured.byteCount,
      mimetype: contentType,
      eTag,
      lastModified: new Date(),
      httpStatusCode: 200,
    };
  }

  async deleteObject(bucket: string, key: string): Promise<void> {
    await rm(this.#file(bucket, key), { force: true });
    await rm(this.#file(bucket, key, true), { force: true });
  }

  async deleteObjects(bucket: string, keys: string[]): Promise<void> {
    for (const key of keys) await this.deleteObject(bucket, key);
  }

  async copyObject(sourceBucket: string, source: string, _v: string | undefined, destinationBucket: string, destination: string) {
    const target = this.#file(destinationBucket, destination);
    const targetMeta = this.#file(destinationBucket, destination, true);
    await mkdir(path.dirname(target), { recursive: true });
    await mkdir(path.dirname(targetMeta), { recursive: true });
    await copyFile(this.#file(sourceBucket, source), target);
    await copyFile(this.#file(sourceBucket, source, true), targetMeta).catch(() => {});
    const metadata = await this.#meta(destinationBucket, destination);
    return { httpStatusCode: 200, eTag: metadata.eTag, lastModified: metadata.lastModified };
  }

  headObject(bucket: string, key: string): Promise<ObjectMetadata> {
    return this.#meta(bucket, key);
  }

  async privateAssetUrl(bucket: string, key: string): Promise<string> {
    return `local:///${bucket}/${key}`;
  }
}
