// Object bytes in one S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2, MinIO, Supabase Storage's S3
// endpoint), so several servers see the same files: each of lite's buckets is a prefix, <bucket>/<key>, with the
// content type and cache control kept as the object's own headers. Same answers as the disk adapter
// (storageAdapter.ts): metadata, ETags, byte ranges, "not found". Uploads stream through a multipart upload of
// 8 MiB parts, two in flight: a 200 MB video never sits whole in memory.
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import {
  bodyStream,
  checkObjectName,
  measuring,
  StorageObjectNotFound,
  type Body,
  type ObjectMetadata,
  type StorageAdapter,
} from './storageAdapter.ts';
import { rangeHeader, rangeNotSatisfiable, requestedRange } from './storageReads.ts';

export type S3Settings = {
  /** The service's address (MinIO, R2, B2 ...); unset for AWS S3 itself. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the SDK's own chain (AWS_ACCESS_KEY_ID ..., an instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Addresses objects as <endpoint>/<bucket>/<key> instead of <bucket>.<endpoint>/<key> (MinIO, most stand-ins). */
  forcePathStyle: boolean;
};

const PART_SIZE = 8 * 1024 * 1024;

export function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** The SDK's client for these settings (the server's adapter and `pnpm storage:to-s3` use the same). */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Where lite's object <key> of storage bucket <bucket> lives in the one S3 bucket: the storage bucket is a prefix. */
export function s3ObjectKey(bucket: string, key: string): string {
  checkObjectName(bucket, key);
  return `${bucket}/${key}`;
}

/** Fails in one sentence a person can act on when the bucket cannot be reached with these settings. */
export async function checkBucket(client: S3Client, settings: S3Settings): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
    const status = statusOf(error);
    const why =
      status === 404 ? 'it does not exist' : status === 403 ? 'the keys may not use it' : String((error as Error).message ?? error);
    throw new Error(`The storage bucket "${settings.bucket}" at ${where} cannot be used: ${why}`, { cause: error });
  }
}

/**
 * Streams `body` to `key` in 8 MiB parts, two in flight (one PUT when it is smaller than a part): never whole in
 * memory. A failing body fails the upload, which removes its parts. The object's ETag, when the service gave one.
 */
export async function streamToS3(
  client: S3Client,
  bucket: string,
  key: string,
  body: Readable,
  headers: { contentType: string; cacheControl: string; metadata?: Record<string, string> },
): Promise<string | undefined> {
  const upload = new Upload({
    client,
    params: {
      Bucket: bucket,
      Key: key,
      Body: body,
      ContentType: headers.contentType,
      CacheControl: headers.cacheControl,
      ...(headers.metadata ? { Metadata: headers.metadata } : {}),
    },
    partSize: PART_SIZE,
    queueSize: 2,
    leavePartsOnError: false,
  });
  return (await upload.done()).ETag;
}

export class S3StorageAdapter implements StorageAdapter {
  readonly driver = 's3';
  readonly settings: S3Settings;
  readonly #client: S3Client;

  constructor(settings: S3Settings) {
    this.settings = settings;
    this.#client = s3Client(settings);
  }

  #key(bucket: string, key: string): string {
    return s3ObjectKey(bucket, key);
  }

  /** Fails at start, in one sentence, when the bucket cannot be reached with these settings. */
  check(): Promise<void> {
    return checkBucket(this.#client, this.settings);
  }

  async getObject(bucket: string, key: string) {
    let range = requestedRange();
    // The last n bytes, asked as first-last: several S3-compatible services (s3rver among them) misread bytes=-n.
    if (range && 'suffix' in range) {
      const { size } = await this.headObject(bucket, key);
      range = size === 0 ? { first: 0, last: null } : { first: Math.max(0, size - range.suffix), last: null };
    }
    let out;
    try {
      out = await this.#client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.#key(bucket, key),
          ...(range ? { Range: rangeHeader(range) } : {}),
        }),
      );
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) throw new StorageObjectNotFound(key);
      if (status === 416) {
        const metadata = await this.headObject(bucket, key);
        rangeNotSatisfiable(metadata.size);
        return { metadata: { ...metadata, contentLength: 0 }, httpStatusCode: 416, body: new Blob([]).stream() };
      }
      throw error;
    }
    const total = out.ContentRange ? Number(out.ContentRange.split('/')[1]) : (out.ContentLength ?? 0);
    const metadata: ObjectMetadata = {
      cacheControl: out.CacheControl ?? 'no-cache',
      contentLength: out.ContentLength ?? 0,
      size: Number.isFinite(total) ? total : (out.ContentLength ?? 0),
      mimetype: out.ContentType ?? 'application/octet-stream',
      lastModified: out.LastModified,
      eTag: out.ETag ?? '',
      ...(out.ContentRange ? { contentRange: out.ContentRange } : {}),
      httpStatusCode: out.ContentRange ? 206 : 200,
    };
    const body = out.Body ? (out.Body.transformToWebStream() as ReadableStream) : new Blob([]).stream();
    return { metadata, httpStatusCode: metadata.httpStatusCode ?? 200, body };
  }

  async uploadObject(bucket: string, key: string, _version: string | undefined, body: Body, contentType: string, cacheControl: string) {
    const measured = measuring();
    // A failing body (a client gone, an upload over its bucket's limit) fails the upload, which removes its parts.
    const source = bodyStream(body);
    source.on('error', (error) => measured.destroy(error));
    const eTag = await streamToS3(this.#client, this.settings.bucket, this.#key(bucket, key), source.pipe(measured), {
      contentType,
      cacheControl,
    });
    return {
      cacheControl,
      contentLength: measured.byteCount,
      size: measured.byteCount,
      mimetype: contentType,
      eTag: eTag ?? `"${measured.md5()}"`,
      lastModified: new Date(),
      httpStatusCode: 200,
    };
  }

  async deleteObject(bucket: string, key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.#key(bucket, key) }));
  }

  async deleteObjects(bucket: string, keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000).map((key) => ({ Key: this.#key(bucket, key) }));
      if (batch.length)
        await this.#client.send(new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: batch, Quiet: true } }));
    }
  }

  async copyObject(sourceBucket: string, source: string, _v: string | undefined, destinationBucket: string, destination: string) {
    const copySource = `${this.settings.bucket}/${this.#key(sourceBucket, source).split('/').map(encodeURIComponent).join('/')}`;
    try {
      const out = await this.#client.send(
        new CopyObjectCommand({ Bucket: this.settings.bucket, Key: this.#key(destinationBucket, destination), CopySource: copySource }),
      );
      return { httpStatusCode: 200, eTag: out.CopyObjectResult?.ETag ?? '', lastModified: out.CopyObjectResult?.LastModified };
    } catch (error) {
      if (statusOf(error) === 404) throw new StorageObjectNotFound(source);
      throw error;
    }
  }

  async headObject(bucket: string, key: string): Promise<ObjectMetadata> {
    try {
      const out = await this.#client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.#key(bucket, key) }));
      return {
        cacheControl: out.CacheControl ?? 'no-cache',
        contentLength: out.ContentLength ?? 0,
        size: out.ContentLength ?? 0,
        mimetype: out.ContentType ?? 'application/octet-stream',
        lastModified: out.LastModified,
        eTag: out.ETag ?? '',
        httpStatusCode: 200,
      };
    } catch (error) {
      if (statusOf(error) === 404) throw new StorageObjectNotFound(key);
      throw error;
    }
  }

  /** Closes the client's kept-alive connections (the server is stopping). */
  async close(): Promise<void> {
    this.#client.destroy();
  }

  async privateAssetUrl(bucket: string, key: string): Promise<string> {
    return `s3://${this.settings.bucket}/${this.#key(bucket, key)}`;
  }
}
