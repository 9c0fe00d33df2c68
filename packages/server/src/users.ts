// Creates an account (or finds the existing one) and gives it a role. Runs against the embedded
// App in-process: the CLI calls it directly when no server holds the data directory, and the
// running server exposes it on POST /_admin/users for the secret key holder.
import type { App } from '@supabase/lite';
import { EMAIL_MAX_LENGTH } from './authInput.ts';
import type { Database } from './database.ts';
import type { ServerKeys } from './settings.ts';

export const ROLES = ['master', 'instructor', 'student'] as const;
export type Role = (typeof ROLES)[number];

export type CreateUserInput = { email: string; password: string; role: Role };
export type CreateUserResult = { id: string; email: string; role: Role; created: boolean };

export class CreateUserError extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.status = status;
  }
}

export function parseCreateUserInput(body: Record<string, unknown>): CreateUserInput {
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  const role = (typeof body.role === 'string' ? body.role.trim().toLowerCase() : 'student') as Role;
  if (email.length > EMAIL_MAX_LENGTH)
    throw new CreateUserError(`--email must be at most ${EMAIL_MAX_LENGTH} characters (this one has ${email.length})`);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new CreateUserError('A valid --email is required');
  if (password.length < 8) throw new CreateUserError('--password must be at least 8 characters');
  if (!ROLES.includes(role)) throw new CreateUserError(`--role must be one of ${ROLES.join(', ')}`);
  return { email, password, role };
}

type LiteFetch = App['fetch'];

async function call(
  fetchApp: LiteFetch,
  method: string,
  path: string,
  apikey: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
) {
  const response = await fetchApp(
    new Request(`http://127.0.0.1${path}`, {
      method,
      headers: { apikey, authorization: `Bearer ${apikey}`, 'content-type': 'application/json', ...extraHeaders },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { peerAddress: '127.0.0.1' },
  );
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, json: json as Record<string, unknown> | Record<string, unknown>[] | null };
}

export async function createOrPromoteUser(app: App, db: Database, keys: ServerKeys, input: CreateUserInput): Promise<CreateUserResult> {
  const fetchApp: LiteFetch = (request, context) => app.fetch(request, context);
  const existing = await db.query<{ id: string }>('select id from auth.users where lower(email) = lower($1) limit 1', [input.email]);
  let id = existing[0]?.id;
  const created = !id;
  if (!id) {
    const signup = await call(fetchApp, 'POST', '/auth/v1/signup', keys.publishableKey, { email: input.email, password: input.password });
    const user = (signup.json as { user?: { id?: string }; id?: string } | null) ?? {};
    id = user.user?.id ?? user.id;
    if (signup.status >= 400 || !id) {
      const message =
        (signup.json as { msg?: string; message?: string } | null)?.msg ?? (signup.json as { message?: string } | null)?.message;
      throw new CreateUserError(`Could not create the account: ${message ?? `HTTP ${signup.status}`}`);
    }
  }
  const update = await call(
    fetchApp,
    'PATCH',
    `/rest/v1/user_profiles?id=eq.${id}`,
    keys.secretKey,
    { role: input.role },
    { prefer: 'return=representation' },
  );
  const rows = Array.isArray(update.json) ? update.json : [];
  if (update.status === 403) {
    // The database refused the change itself, e.g. 'the last master cannot be demoted'.
    const reason = (update.json as { message?: string } | null)?.message ?? 'refused by the database';
    throw new CreateUserError(`The role of ${input.email} cannot be changed: ${reason}`, 409);
  }
  if (update.status >= 400 || rows.length !== 1) {
    throw new CreateUserError(
      `The account exists but its role could not be set (HTTP ${update.status}: ${JSON.stringify(update.json)})`,
      500,
    );
  }
  return { id, email: input.email, role: input.role, created };
}
