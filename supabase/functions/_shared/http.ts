// Responses for edge functions: JSON bodies with the CORS headers supabase-js needs, and the
// answer to the browser's preflight.

export const corsHeaders: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type, stripe-signature',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-max-age': '86400',
};

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** `{ error: message }` (plus a machine-readable `code` when given) with a 4xx/5xx status. */
export function error(status: number, message: string, code?: string): Response {
  return json(code ? { error: message, code } : { error: message }, status);
}

/** The CORS preflight answer for OPTIONS requests, else null. Call it first in every handler. */
export function preflight(request: Request): Response | null {
  return request.method === 'OPTIONS' ? new Response(null, { status: 204, headers: corsHeaders }) : null;
}

/** Parses a JSON body; an empty body gives `{}`; malformed JSON gives null. */
export async function readJson<T = Record<string, unknown>>(request: Request): Promise<T | null> {
  const text = await request.text();
  if (!text.trim()) return {} as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
