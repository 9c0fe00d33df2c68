// An in-memory storage adapter for @supabase/lite, so tests get the storage schema
// (storage.buckets, storage.objects and their RLS) without touching the filesystem.
// lite only provisions the storage schema when an adapter is present.
import { createHash } from 'node:crypto';

type StoredObject = { body: Uint8Array; contentType: string; cacheControl: string; lastModified: Date; eTag: string };

async function toBytes(body: unknown): Promise<Uint8Array> {
  if (body instanceof Uint8Array) return body;
  if (body instanceof ReadableStream) return new Uint8Array(await new Response(body).arrayBuffer());
  if (body instanceof Blob) return new Uint8Array(await body.arrayBuffer());
  throw new Error('unsupported upload body');
}

function metadataOf(object: StoredObject) {
  return {
    cacheControl: object.cacheControl,
    contentLength: object.body.byteLength,
    size: object.body.byteLength,
    mimetype: object.contentType,
    lastModified: object.lastModified,
    eTag: object.eTag,
    httpStatusCode: 200,
  };
}

function notFound(): Error {
  return Object.assign(new Error('Object not found'), { httpStatusCode: 404, statusCode: '404' });
}

export function createMemoryStorageAdapter() {
  const objects = new Map<string, StoredObject>();
  const keyOf = (bucket: string, key: string) => `${bucket}/${key}`;
  const find = (bucket: string, key: string) => {
    const object = objects.get(keyOf(bucket, key));
    if (!object) throw notFound();
    return object;
  };
  return {
    driver: objects,
    async getObject(bucket: string, key: string) {
      const object = find(bucket, key);
      return { metadata: metadataOf(object), httpStatusCode: 200, body: Buffer.from(object.body) };
    },
    async uploadObject(
      bucket: string,
      key: string,
      _version: string | undefined,
      body: unknown,
      contentType: string,
      cacheControl: string,
    ) {
      const bytes = await toBytes(body);
      const object = {
        body: bytes,
        contentType,
        cacheControl,
        lastModified: new Date(),
        eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
      };
      objects.set(keyOf(bucket, key), object);
      return metadataOf(object);
    },
    async deleteObject(bucket: string, key: string) {
      objects.delete(keyOf(bucket, key));
    },
    async deleteObjects(bucket: string, prefixes: string[]) {
      for (const prefix of prefixes) objects.delete(keyOf(bucket, prefix));
    },
    async copyObject(sourceBucket: string, source: string, _v: string | undefined, destinationBucket: string, destination: string) {
      const object = find(sourceBucket, source);
      objects.set(keyOf(destinationBucket, destination), { ...object, lastModified: new Date() });
      return { httpStatusCode: 200, eTag: object.eTag, lastModified: new Date() };
    },
    async headObject(bucket: string, key: string) {
      return metadataOf(find(bucket, key));
    },
    async privateAssetUrl(bucket: string, key: string) {
      return `memory://${bucket}/${key}`;
    },
  };
}
