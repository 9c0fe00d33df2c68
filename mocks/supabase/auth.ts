// MSW handlers for the auth service (GoTrue API as supabase-js calls it), one factory per endpoint.
import { http, HttpResponse } from 'msw';
import { authUrl } from './backend.ts';

export type MockUser = { id: string; email: string; user_metadata?: Record<string, unknown> };

export const learner: MockUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'learner@academy.ht',
  user_metadata: { full_name: 'Marie Claire' },
};

export function userBody(user: MockUser) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    app_metadata: { provider: 'email' },
    user_metadata: user.user_metadata ?? {},
    identities: [],
    factors: [],
    created_at: '2025-01-01T00:00:00Z',
  };
}

/** A session for `user`, as /token and /signup answer it. The access token is opaque to the browser. */
export function sessionBody(user: MockUser) {
  const now = Math.floor(Date.now() / 1000);
  const payload = btoa(
    JSON.stringify({ sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated', exp: now + 3600, iat: now }),
  )
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return {
    access_token: `eyJhbGciOiJIUzI1NiJ9.${payload}.c2lnbmF0dXJl`,
    refresh_token: 'refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    user: userBody(user),
  };
}

/** Password sign-in succeeds (and GET/PUT /user answer the same user). */
export function authSession(user: MockUser = learner) {
  return [
    http.post(authUrl('token'), () => HttpResponse.json(sessionBody(user))),
    http.get(authUrl('user'), () => HttpResponse.json(userBody(user))),
    http.put(authUrl('user'), () => HttpResponse.json(userBody(user))),
    http.post(authUrl('logout'), () => new HttpResponse(null, { status: 204 })),
  ];
}

/** An auth endpoint fails with the service's error shape ('user' is the update, PUT /user; reading the user still works). */
export function authError(endpoint: 'token' | 'signup' | 'recover' | 'user', message: string, status = 400, code = 'validation_failed') {
  const body = { code: status, error_code: code, msg: message };
  if (endpoint === 'user') return [http.put(authUrl('user'), () => HttpResponse.json(body, { status }))];
  return [http.post(authUrl(endpoint), () => HttpResponse.json(body, { status }))];
}

/** Sign-up creates the account and signs it in (the embedded server needs no email confirmation). */
export function signUpSucceeds(user: MockUser = learner) {
  return [http.post(authUrl('signup'), () => HttpResponse.json(sessionBody(user)))];
}

/** The recovery mail is "sent". */
export function recoverSucceeds() {
  return [http.post(authUrl('recover'), () => HttpResponse.json({}))];
}
