// Checks and normalises object uploads before lite sees them:
// - supabase-js sends a File/Blob as multipart with the field named "" while lite reads "file";
//   the upload is rebuilt with the field lite expects, so browser uploads work unchanged;
// - each bucket accepts only its kinds of file and sizes (images by their real leading bytes), and no empty file;
// - the file streams through to the storage adapter: a 200 MB video is never whole in memory.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { jsonResponse } from './responses.ts';
import { isObjectName, MAX_OBJECT_NAME_BYTES, MAX_OBJECT_SEGMENT_BYTES } from './storageAdapter.ts';

const MB = 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'] as const;
const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/ogg', 'video/quicktime'] as const;

type BucketRule = { types: readonly string[]; maxBytes: number; label: string };

export const BUCKET_RULES: Record<string, BucketRule> = {
  avatars: { types: IMAGE_TYPES, maxBytes: 5 * MB, label: 'images (PNG, JPEG, GIF, WebP, AVIF)' },
  thumbnails: { types: IMAGE_TYPES, maxBytes: 5 * MB, label: 'images (PNG, JPEG, GIF, WebP, AVIF)' },
  'tool-logos': { types: IMAGE_TYPES, maxBytes: 5 * MB, label: 'images (PNG, JPEG, GIF, WebP, AVIF)' },
  'newsletter-images': { types: IMAGE_TYPES, maxBytes: 5 * MB, label: 'images (PNG, JPEG, GIF, WebP, AVIF)' },
  'lesson-videos': { types: VIDEO_TYPES, maxBytes: 200 * MB, label: 'videos (MP4, WebM, Ogg, QuickTime)' },
};

/** The refusal of a file of 0 bytes, whatever the bucket and however it is sent. */
export const EMPTY_FILE = 'The file is empty (0 bytes): there is nothing to upload';
export const INVALID_NAME = `Invalid key: an object's name is at most ${MAX_OBJECT_NAME_BYTES} bytes, in parts of 1 to ${MAX_OBJECT_SEGMENT_BYTES} bytes between slashes, none of them '.' or '..'`;

/** Largest body any storage request may carry (the biggest bucket limit plus multipart overhead). */
export const STORAGE_BODY_LIMIT = 201 * MB;

const NOT_OBJECT_PATHS = new Set(['list', 'move', 'copy', 'info', 'public', 'sign', 'authenticated']);

/** Where an upload writes: the bucket and the object's name (decoded, as lite reads it). */
export type UploadTarget = { bucket: string; name: string; signed: boolean };

/** Where an upload request writes, or null when the request is not an upload. The path passed the gate (requestTarget.ts): every escape in it decodes. */
export function uploadBucket(method: string, pathname: string): UploadTarget | null {
  if (method !== 'POST' && method !== 'PUT') return null;
  const rest = pathname.replace(/^\/storage\/v1\/object\//, '');
  if (rest === pathname) return null;
  const segments = rest.split('/').map(decodeURIComponent);
  if (segments[0] === 'upload' && segments[1] === 'sign') {
    return method === 'PUT' && segments[2] ? { bucket: segments[2], name: segments.slice(3).join('/'), signed: true } : null;
  }
  if (!segments[0] || NOT_OBJECT_PATHS.has(segments[0]) || segments.length < 2) return null;
  return { bucket: segments[0], name: segments.slice(1).join('/'), signed: false };
}

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

/** The image type the bytes really are, whatever the upload claims. */
export function sniffImageType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70, 0x61, 0x76, 0x69, 0x66], 4)) return 'image/avif';
  return null;
}

function storageError(status: number, error: string, message: string): Response {
  return jsonResponse({ statusCode: String(status), error, message }, status);
}

/** An upload's file as it arrives: its declared type, the form's cacheControl, and its bytes, read on demand. */
type Upload = {
  type: string;
  cacheControl: string | null;
  /** The size the client declared, when the body is the file itself. */
  declaredSize: number | null;
  chunks: AsyncIterator<Uint8Array>;
  /** Stops reading the request (the upload was refused part way). */
  abort(): void;
};

function webToNode(body: ReadableStream<Uint8Array> | null): Readable {
  return body ? Readable.fromWeb(body as NodeReadableStream<Uint8Array>) : Readable.from([]);
}

/** The request's file, without reading it: the body itself, or the first file of a multipart form (read as it streams). */
async function openUpload(request: Request): Promise<Upload | Response> {
  const contentType = request.headers.get('content-type') ?? 'application/octet-stream';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    const source = webToNode(request.body);
    const declared = Number(request.headers.get('content-length') ?? NaN);
    return {
      type: contentType.split(';')[0]!.trim().toLowerCase(),
      cacheControl: null,
      declaredSize: Number.isFinite(declared) ? declared : null,
      chunks: source[Symbol.asyncIterator](),
      abort: () => source.destroy(),
    };
  }
  let parser: ReturnType<typeof busboy>;
  try {
    parser = busboy({ headers: { 'content-type': contentType }, limits: { files: 1, fields: 20, fieldSize: 64 * 1024 } });
  } catch {
    return storageError(400, 'InvalidRequest', 'The multipart upload could not be read');
  }
  const source = webToNode(request.body);
  return new Promise<Upload | Response>((resolve) => {
    let cacheControl: string | null = null;
    let found = false;
    const refuse = (message: string) => {
      if (found) return;
      found = true;
      source.destroy();
      resolve(storageError(400, 'InvalidRequest', message));
    };
    parser.on('field', (name, value) => {
      if (name === 'cacheControl') cacheControl = value;
    });
    parser.on('file', (_name, file, info) => {
      if (found) {
        file.resume();
        return;
      }
      found = true;
      resolve({
        type: (info.mimeType || 'application/octet-stream').toLowerCase(),
        cacheControl,
        declaredSize: null,
        chunks: file[Symbol.asyncIterator](),
        abort: () => source.destroy(),
      });
    });
    parser.on('close', () => refuse('Missing file in multipart upload'));
    parser.on('error', () => refuse('The multipart upload could not be read'));
    source.on('error', () => refuse('The multipart upload could not be read'));
    source.pipe(parser);
  });
}

/** At least `count` leading bytes (fewer when the file is shorter), and the chunks read for them. */
async function readHead(
  chunks: AsyncIterator<Uint8Array>,
  count: number,
): Promise<{ head: Uint8Array; read: Uint8Array[]; ended: boolean }> {
  const read: Uint8Array[] = [];
  let size = 0;
  while (size < count) {
    const next = await chunks.next();
    if (next.done) return { head: Buffer.concat(read), read, ended: true };
    read.push(next.value);
    size += next.value.length;
  }
  return { head: Buffer.concat(read), read, ended: false };
}

function tooLarge(bucket: string, maxBytes: number, size: number | null): Response {
  const limit = maxBytes % MB === 0 ? `${maxBytes / MB} MB` : `${maxBytes} bytes`;
  const what = size === null ? `The file is over ${maxBytes} bytes` : `The file is ${size} bytes`;
  return storageError(413, 'Payload too large', `${what}; ${bucket} accepts at most ${limit}`);
}

/** What lite is handed for an accepted upload, and the refusal to give instead should the file outgrow its limit on the way. */
export type PreparedUpload = { request: Request; refusal(): Response | null };

/**
 * The 400 for an upload whose name no adapter can store (refused by the adapter, lite answered 500), sent before the
 * body is touched: the server drains what is left of it, as for any answer given without reading the request.
 */
export function invalidUploadName(target: UploadTarget): Response | null {
  return isObjectName(target.name) ? null : storageError(400, 'InvalidKey', INVALID_NAME);
}

/**
 * The request lite should handle, or a 4xx response explaining why the upload is refused. Nothing is read whole:
 * the type is judged by the first bytes (images by their signature), and the size is counted as the bytes pass on
 * to the storage adapter, which fails the write of a file over its bucket's limit (`refusal()` then answers 413).
 * lite gets every upload as the raw file with its type in Content-Type: it stores such a body as the stream it is
 * (a multipart form it would read whole; a multipart PUT it refused 415 as the type multipart/form-data).
 */
export async function prepareUpload(request: Request, target: UploadTarget): Promise<PreparedUpload | Response> {
  const bucket = target.bucket;
  const upload = await openUpload(request);
  if (upload instanceof Response) return upload;
  const rule = BUCKET_RULES[bucket];
  const maxBytes = rule?.maxBytes ?? STORAGE_BODY_LIMIT;
  if (upload.declaredSize !== null && upload.declaredSize > maxBytes) {
    upload.abort();
    return tooLarge(bucket, maxBytes, upload.declaredSize);
  }
  const { head, read, ended } = await readHead(upload.chunks, 16);
  // Before the type: an empty file is no file of any kind (the fuzzer's find: a 0-byte video answered 500).
  if (ended && head.length === 0) {
    upload.abort();
    return storageError(400, 'InvalidRequest', EMPTY_FILE);
  }
  if (rule) {
    const isImageBucket = rule.types === IMAGE_TYPES;
    const actual = isImageBucket ? sniffImageType(head) : upload.type;
    if (
      !actual ||
      !rule.types.includes(actual) ||
      (isImageBucket && upload.type !== actual && upload.type !== 'application/octet-stream')
    ) {
      upload.abort();
      return storageError(415, 'InvalidMimeType', `Only ${rule.label} can be uploaded to ${bucket}`);
    }
    upload.type = actual;
  }
  let refusal: Response | null = null;
  let size = 0;
  const pending = [...read];
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const chunk =
          pending.shift() ?? (ended ? undefined : await upload.chunks.next().then((next) => (next.done ? undefined : next.value)));
        if (!chunk) {
          controller.close();
          return;
        }
        size += chunk.length;
        if (size > maxBytes) {
          refusal = tooLarge(bucket, maxBytes, null);
          upload.abort();
          controller.error(new Error(refusal.statusText || 'upload over its limit'));
          return;
        }
        controller.enqueue(chunk);
      },
      cancel() {
        upload.abort();
      },
    },
    { highWaterMark: 0 },
  );
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  headers.delete('transfer-encoding');
  headers.set('content-type', upload.type);
  if (upload.cacheControl && (target.signed || request.method === 'PUT')) headers.set('cache-control', `max-age=${upload.cacheControl}`);
  const prepared = new Request(request.url, { method: request.method, headers, body, duplex: 'half' } as RequestInit);
  return { request: prepared, refusal: () => refusal };
}
