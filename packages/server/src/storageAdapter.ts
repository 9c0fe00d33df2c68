// Object bytes on the local disk (lite does not export its own filesystem adapter): each object
// at <root>/<bucket>/<key>, with its content type and cache control in <root>/.meta/<bucket>/<key>.json.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

type ObjectMetadata = {
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
type Body = ReadableStream | NodeReadableStream | Buffer | Uint8Array;

export class StorageObjectNotFound extends Error {
  readonly statusCode = 404;
  readonly code = 'NoSuchKey';
  constructor(key: string) {
    super(`Object not found: ${key}`);
  }
}

async function toBuffer(body: Body): Promise<Buffer> {
  if (body instanceof Uint8Array) return Buffer.from(body);
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.fromWeb(body as NodeReadableStream)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export class FilesystemStorageAdapter {
  readonly driver = 'filesystem';
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** Keys come from URLs: never let one climb out of its bucket. */
  #file(bucket: string, key: string, meta = false): string {
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
    const body = Readable.toWeb(createReadStream(this.#file(bucket, key))) as ReadableStream;
    return { metadata, httpStatusCode: 200, body };
  }

  async uploadObject(bucket: string, key: string, _version: string | undefined, body: Body, contentType: string, cacheControl: string) {
    const bytes = await toBuffer(body);
    const file = this.#file(bucket, key);
    const metaFile = this.#file(bucket, key, true);
    await mkdir(path.dirname(file), { recursive: true });
    await mkdir(path.dirname(metaFile), { recursive: true });
    const eTag = `"${createHash('md5').update(bytes).digest('hex')}"`;
    // Write beside and rename, so a reader never sees a half-written object.
    const temp = `${file}.${process.pid}.${Date.now()}.upload`;
    await writeFile(temp, bytes);
    await rename(temp, file);
    await writeFile(metaFile, JSON.stringify({ mimetype: contentType, cacheControl, eTag } satisfies StoredMeta));
    return {
      cacheControl,
      contentLength: bytes.length,
      size: bytes.length,
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
