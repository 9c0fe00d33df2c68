// Checks and normalises object uploads before lite sees them:
// - supabase-js sends a File/Blob as multipart with the field named "" while lite reads "file";
//   the upload is rebuilt with the field lite expects, so browser uploads work unchanged;
// - each bucket accepts only its kinds of file and sizes (images by their real leading bytes).
import { jsonResponse } from './responses.ts';

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

/** Largest body any storage request may carry (the biggest bucket limit plus multipart overhead). */
export const STORAGE_BODY_LIMIT = 201 * MB;

const NOT_OBJECT_PATHS = new Set(['list', 'move', 'copy', 'info', 'public', 'sign', 'authenticated']);

/** The bucket an upload request writes to, or null when the request is not an upload. */
export function uploadBucket(method: string, pathname: string): { bucket: string; signed: boolean } | null {
  if (method !== 'POST' && method !== 'PUT') return null;
  const rest = pathname.replace(/^\/storage\/v1\/object\//, '');
  if (rest === pathname) return null;
  const segments = rest.split('/');
  if (segments[0] === 'upload' && segments[1] === 'sign') {
    return method === 'PUT' && segments[2] ? { bucket: decodeURIComponent(segments[2]), signed: true } : null;
  }
  if (!segments[0] || NOT_OBJECT_PATHS.has(segments[0]) || segments.length < 2) return null;
  return { bucket: decodeURIComponent(segments[0]), signed: false };
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

type Upload = { bytes: Uint8Array<ArrayBuffer>; type: string; cacheControl: string | null };

async function readUpload(request: Request): Promise<Upload | Response> {
  const contentType = request.headers.get('content-type') ?? 'application/octet-stream';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    return {
      bytes: new Uint8Array(await request.arrayBuffer()),
      type: contentType.split(';')[0]!.trim().toLowerCase(),
      cacheControl: null,
    };
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return storageError(400, 'InvalidRequest', 'The multipart upload could not be read');
  }
  let file: File | null = null;
  for (const value of form.values()) {
    if (typeof value !== 'string') {
      file = value;
      break;
    }
  }
  if (!file) return storageError(400, 'InvalidRequest', 'Missing file in multipart upload');
  const cacheControl = form.get('cacheControl');
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    type: (file.type || 'application/octet-stream').toLowerCase(),
    cacheControl: typeof cacheControl === 'string' ? cacheControl : null,
  };
}

/**
 * Returns the request lite should handle, or a 4xx response explaining why the upload is refused.
 * Plain uploads are rebuilt as the "file" multipart lite reads; uploads to a signed URL are
 * passed as raw bytes (lite stores that body as is, so a multipart envelope would be stored too).
 */
export async function prepareUpload(request: Request, target: { bucket: string; signed: boolean }): Promise<Request | Response> {
  const bucket = target.bucket;
  const upload = await readUpload(request);
  if (upload instanceof Response) return upload;
  const rule = BUCKET_RULES[bucket];
  if (rule) {
    if (upload.bytes.length > rule.maxBytes) {
      return storageError(
        413,
        'Payload too large',
        `The file is ${upload.bytes.length} bytes; ${bucket} accepts at most ${rule.maxBytes / MB} MB`,
      );
    }
    const isImageBucket = rule.types === IMAGE_TYPES;
    const actual = isImageBucket ? sniffImageType(upload.bytes) : upload.type;
    if (
      !actual ||
      !rule.types.includes(actual) ||
      (isImageBucket && upload.type !== actual && upload.type !== 'application/octet-stream')
    ) {
      return storageError(415, 'InvalidMimeType', `Only ${rule.label} can be uploaded to ${bucket}`);
    }
    upload.type = actual;
  }
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  if (target.signed) {
    headers.set('content-type', upload.type);
    return new Request(request.url, { method: request.method, headers, body: upload.bytes });
  }
  const form = new FormData();
  if (upload.cacheControl) form.set('cacheControl', upload.cacheControl);
  form.set('file', new Blob([upload.bytes], { type: upload.type }), 'upload');
  headers.delete('content-type');
  return new Request(request.url, { method: request.method, headers, body: form });
}
