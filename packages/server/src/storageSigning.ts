// Signed URLs as supabase-js expects them from the Storage API (lite 0.10 differs):
// - createSignedUrl reads `signedURL` relative to /storage/v1; lite answers `signedUrl` with the prefix;
// - createSignedUrls posts { paths } to /object/sign/<bucket>, a route lite shadows with the
//   single-object one: answered here by signing each path through lite;
// - createSignedUploadUrl reads `url`; lite answers `signedUrl` and `token`.
import { jsonResponse } from './responses.ts';

const PREFIX = '/storage/v1';

function withoutPrefix(url: string): string {
  return url.startsWith(PREFIX + '/') ? url.slice(PREFIX.length) : url;
}

type SignedBody = { signedUrl?: string; signedURL?: string; url?: string; token?: string; path?: string };

/** `/storage/v1/object/sign/<bucket>` with no object path: the many-paths form. */
export function isSignManyRequest(method: string, pathname: string): string | null {
  const match = /^\/storage\/v1\/object\/sign\/([^/]+)\/?$/.exec(pathname);
  return method === 'POST' && match ? decodeURIComponent(match[1]!) : null;
}

export async function normalizeSignedResponse(method: string, pathname: string, response: Response): Promise<Response> {
  if (method !== 'POST' || !response.ok) return response;
  const single = pathname.startsWith(`${PREFIX}/object/sign/`);
  const upload = pathname.startsWith(`${PREFIX}/object/upload/sign/`);
  if (!single && !upload) return response;
  const body = (await response.json()) as SignedBody;
  const relative = body.signedUrl ? withoutPrefix(body.signedUrl) : undefined;
  if (single) return jsonResponse({ ...body, signedURL: body.signedURL ?? relative });
  return jsonResponse({ ...body, url: body.url ?? relative });
}

type SignOne = (path: string, expiresIn: unknown) => Promise<Response>;

export async function signMany(request: Request, signOne: SignOne): Promise<Response> {
  let body: { expiresIn?: unknown; paths?: unknown };
  try {
    body = (await request.json()) as { expiresIn?: unknown; paths?: unknown };
  } catch {
    return jsonResponse({ statusCode: '400', error: 'InvalidRequest', message: 'The body must be JSON: { expiresIn, paths }' }, 400);
  }
  if (!Array.isArray(body.paths) || !body.paths.every((p) => typeof p === 'string')) {
    return jsonResponse({ statusCode: '400', error: 'InvalidRequest', message: 'paths must be a list of object paths' }, 400);
  }
  const results = [];
  for (const path of body.paths as string[]) {
    const response = await signOne(path, body.expiresIn);
    const signed = response.ok ? ((await response.json()) as SignedBody) : null;
    const error = signed
      ? null
      : (((await response.json().catch(() => ({}))) as { message?: string }).message ??
        'Either the object does not exist or you do not have access to it');
    const url = signed?.signedURL ?? (signed?.signedUrl ? withoutPrefix(signed.signedUrl) : null);
    results.push({ error, path, signedURL: url });
  }
  return jsonResponse(results);
}
