// Requests a browser or supabase-js never sends, answered with a clear 4xx instead of failing inside the server
// (they used to end in 500): TRACE/TRACK/CONNECT (405: nothing here echoes requests or tunnels), the asterisk form
// (`OPTIONS *` gets the server's methods, anything else 400) and the absolute form (`GET http://host/path`, which
// only proxies receive: 400, so a forged target host can never reach config.json or links).

const NOT_ALLOWED = new Set(['TRACE', 'TRACK', 'CONNECT']);
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

function answer(status: number, error: string, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ error, message }), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** A response for a request target or method the server does not serve, or null for an ordinary request. */
export function unusualRequestAnswer(method: string, target: string): Response | null {
  if (NOT_ALLOWED.has(method.toUpperCase())) {
    return answer(405, 'method_not_allowed', `${method.toUpperCase()} is not supported`, { allow: ALLOWED_METHODS });
  }
  if (target === '*') {
    if (method.toUpperCase() === 'OPTIONS') return new Response(null, { status: 204, headers: { allow: ALLOWED_METHODS } });
    return answer(400, 'bad_request_target', 'The request target * is only meaningful with OPTIONS');
  }
  if (!target.startsWith('/')) return answer(400, 'bad_request_target', 'The request target must be a path starting with /');
  if (target.startsWith('//')) return answer(400, 'bad_request_target', 'The request target must not start with //');
  return null;
}
