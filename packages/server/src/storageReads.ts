// Object reads beyond what lite answers: a byte range (a video player seeking: 206 with Content-Range, 416 past the
// end) and a conditional read (If-None-Match with the object's ETag: 304). lite calls the storage adapter's
// getObject(bucket, key) with no way to pass a range, so the range the request asks for travels beside the call in
// an AsyncLocalStorage; each adapter (disk, S3) reads only those bytes, and the answer is given the status here.
import { AsyncLocalStorage } from 'node:async_hooks';

/** A single range of a `Range: bytes=...` header: first-last, first- (to the end) or -suffix (the last bytes). */
export type ByteRange = { first: number; last: number | null } | { suffix: number };

type ReadContext = { range: ByteRange | null; unsatisfiableSize?: number };

const reads = new AsyncLocalStorage<ReadContext>();

/** One `bytes=` range; null for anything else (several ranges, other units, a malformed value): the whole object is served. */
export function parseRange(header: string | null): ByteRange | null {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') return Number(last) > 0 ? { suffix: Number(last) } : null;
  if (last !== '' && Number(last) < Number(first)) return null;
  return { first: Number(first), last: last === '' ? null : Number(last) };
}

/** The inclusive byte positions a range names in an object of `size` bytes, or null when it names none. */
export function resolveRange(range: ByteRange, size: number): { start: number; end: number } | null {
  if ('suffix' in range) return size === 0 ? null : { start: Math.max(0, size - range.suffix), end: size - 1 };
  if (range.first >= size) return null;
  return { start: range.first, end: Math.min(range.last ?? size - 1, size - 1) };
}

/** The range header an S3 GetObject is sent for this range. */
export function rangeHeader(range: ByteRange): string {
  return 'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.first}-${range.last ?? ''}`;
}

/** The range the read being answered asks for (called by the adapters' getObject). */
export function requestedRange(): ByteRange | null {
  return reads.getStore()?.range ?? null;
}

/** An adapter found the range past the end of an object of this size: the answer becomes 416. */
export function rangeNotSatisfiable(size: number): void {
  const context = reads.getStore();
  if (context) context.unsatisfiableSize = size;
}

function etagMatches(ifNoneMatch: string, etag: string): boolean {
  const weakless = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => weakless(tag) === weakless(etag));
}

/**
 * Answers an object read (GET/HEAD under /storage/v1/object) through `answer` with the request's range in reach of
 * the adapter, then gives the answer its status: 206 for a range served, 416 for one past the end, 304 when the
 * client's copy is current. Any other request is answered as is.
 */
export async function answerObjectRead(request: Request, pathname: string, answer: () => Promise<Response>): Promise<Response> {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !pathname.startsWith('/storage/v1/object/')) return answer();
  const context: ReadContext = { range: parseRange(request.headers.get('range')) };
  const response = await reads.run(context, answer);
  if (response.status !== 200) return response;
  const etag = response.headers.get('etag');
  const ifNoneMatch = request.headers.get('if-none-match');
  if (etag && ifNoneMatch && etagMatches(ifNoneMatch, etag)) {
    await response.body?.cancel().catch(() => {});
    const headers = new Headers();
    for (const name of ['etag', 'cache-control', 'last-modified', 'vary']) {
      const value = response.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(null, { status: 304, headers });
  }
  if (context.unsatisfiableSize !== undefined) {
    await response.body?.cancel().catch(() => {});
    return new Response(null, {
      status: 416,
      headers: { 'content-range': `bytes */${context.unsatisfiableSize}`, 'accept-ranges': 'bytes' },
    });
  }
  if (!response.headers.get('content-range')) return response;
  return new Response(response.body, { status: 206, headers: response.headers });
}
