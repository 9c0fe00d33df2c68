// node:http <-> fetch: turns an incoming request into a `Request` (refusing bodies over the limit
// with 413 before buffering them), writes a `Response` back, and logs one JSON line per request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable, Transform } from 'node:stream';

export class BodyTooLargeError extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`Request body larger than ${limit} bytes`);
    this.limit = limit;
  }
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLargeError(limit);
    chunks.push(chunk as Buffer);
  }
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

/** The body as it arrives (an object upload: never whole in memory), failing with BodyTooLargeError past the limit. */
function streamBody(req: IncomingMessage, limit: number): ReadableStream<Uint8Array> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(limit);
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > limit ? new BodyTooLargeError(limit) : null, chunk);
    },
  });
  req.on('error', (error) => counted.destroy(error));
  return Readable.toWeb(req.pipe(counted)) as ReadableStream<Uint8Array>;
}

/**
 * The request at `url` (the gated target on this server's origin: never the raw `req.url`). Its body is read whole
 * up to `bodyLimit`, or with `stream` passed on as it arrives.
 */
export async function toFetchRequest(req: IncomingMessage, url: string, bodyLimit: number, stream = false): Promise<Request> {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i] as string, req.rawHeaders[i + 1] as string);
  const method = req.method ?? 'GET';
  if (stream && method !== 'GET' && method !== 'HEAD') {
    return new Request(url, { method, headers, body: streamBody(req, bodyLimit), duplex: 'half' } as RequestInit);
  }
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req, bodyLimit);
  // A Buffer is a Uint8Array already: no copy.
  return new Request(url, { method, headers, body: body as Uint8Array<ArrayBuffer> | undefined });
}

/** Writes a chunk, waiting when the socket's buffer is full; false when the client went away. */
async function writeChunk(res: ServerResponse, chunk: Uint8Array): Promise<boolean> {
  if (res.destroyed) return false;
  if (res.write(chunk)) return true;
  return new Promise<boolean>((resolve) => {
    const done = (drained: boolean) => () => {
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(drained);
    };
    const onDrain = done(true);
    const onClose = done(false);
    res.once('drain', onDrain);
    res.once('close', onClose);
  });
}

export async function writeFetchResponse(res: ServerResponse, response: Response, isHead: boolean): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie') return;
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  // Here rather than on the Response: Response.redirect() (functions may use it) has immutable headers.
  headers['x-content-type-options'] ??= 'nosniff';
  if (!response.body || isHead) {
    await response.body?.cancel().catch(() => {});
    res.writeHead(response.status, headers);
    res.end();
    return;
  }
  // Most answers (API JSON) are one chunk: it goes out with the head, in one write, with its length.
  // Longer ones (files) are streamed with backpressure.
  const reader = response.body.getReader();
  try {
    const first = await reader.read();
    const second = first.done ? first : await reader.read();
    if (second.done) {
      const body = first.done ? undefined : first.value;
      if (body && headers['content-length'] === undefined && headers['transfer-encoding'] === undefined)
        headers['content-length'] = String(body.byteLength);
      res.writeHead(response.status, headers);
      res.end(body);
      return;
    }
    res.writeHead(response.status, headers);
    let next: ReadableStreamReadResult<Uint8Array> = second;
    let clientGone = !(await writeChunk(res, first.value as Uint8Array));
    while (!clientGone && !next.done) {
      clientGone = !(await writeChunk(res, next.value));
      if (!clientGone) next = await reader.read();
    }
    // The client went away mid-response (a cancelled fetch, a closed tab): nothing is left to answer.
    if (clientGone) await reader.cancel().catch(() => {});
    else res.end();
  } catch (error) {
    await reader.cancel().catch(() => {});
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}

export type RequestLog = { method: string; path: string; status: number; ms: number };

/**
 * One JSON line per request on stdout. The lines of one turn of the event loop go out in one write (under load
 * a write per request was a measurable share of the server's time); a line is never held past that turn, and
 * what is pending when the process exits is written then.
 */
let pendingLog = '';
function flushLog(): void {
  if (!pendingLog) return;
  const lines = pendingLog;
  pendingLog = '';
  process.stdout.write(lines);
}
process.once('exit', flushLog);

export function logRequest(entry: RequestLog): void {
  if (!pendingLog) setImmediate(flushLog);
  pendingLog += JSON.stringify({ t: new Date().toISOString(), ...entry }) + '\n';
}
