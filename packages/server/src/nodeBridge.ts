// node:http <-> fetch: turns an incoming request into a `Request` (refusing bodies over the limit
// with 413 before buffering them), writes a `Response` back, and logs one JSON line per request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

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

export async function toFetchRequest(req: IncomingMessage, origin: string, bodyLimit: number): Promise<Request> {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i] as string, req.rawHeaders[i + 1] as string);
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req, bodyLimit);
  return new Request(origin + (req.url ?? '/'), { method, headers, body: body ? new Uint8Array(body) : undefined });
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
  res.writeHead(response.status, headers);
  if (!response.body || isHead) {
    res.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream), res);
  } catch (error) {
    // The client went away mid-response (a cancelled fetch, a closed tab): nothing is left to answer.
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}

export type RequestLog = { method: string; path: string; status: number; ms: number };

export function logRequest(entry: RequestLog): void {
  process.stdout.write(JSON.stringify({ t: new Date().toISOString(), ...entry }) + '\n');
}
