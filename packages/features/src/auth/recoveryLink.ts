/**
 * What the reset link brought back in the address bar. The auth service reports a used or expired link as
 * `error` / `error_code` / `error_description` in the query or the fragment (SPEC 8: a URL carrying them is an auth error).
 */
export function recoveryLinkError(location: { search: string; hash: string }): string | null {
  for (const part of [location.search, location.hash]) {
    const params = new URLSearchParams(part.replace(/^[?#]/, ''));
    const error = params.get('error_description') ?? params.get('error_code') ?? params.get('error');
    if (error) return error;
  }
  return null;
}

/**
 * The session a recovery link delivers in the fragment (`#access_token=…&refresh_token=…&type=recovery`), as the
 * embedded auth service answers. A PKCE link (`?code=`) is exchanged by supabase-js itself.
 */
export function recoveryTokens(hash: string): { access_token: string; refresh_token: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const access_token = params.get('access_token');
  const refresh_token = params.get('refresh_token');
  if (!access_token || !refresh_token) return null;
  return { access_token, refresh_token };
}
