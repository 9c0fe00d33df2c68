// The newsletter's subscriber list, shared by newsletter-subscribe, -confirm and -unsubscribe.
// Double opt-in: an address starts `pending` with a secret token; the link in the confirmation mail
// confirms it; the same token, in every newsletter's footer, unsubscribes it without signing in.
// Only the service role writes newsletter_subscribers (RLS gives the public no access at all).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { MailLocale } from '../_shared/mailLocale.ts';

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';
export type Subscriber = { id: string; email: string; status: SubscriberStatus; token: string };

export interface SubscriberStore {
  findByEmail(email: string): Promise<Subscriber | null>;
  /**
   * Adds a pending subscriber in the language they subscribed in (their newsletters' footer speaks it); when the
   * address was added meanwhile, returns that row instead.
   */
  insertPending(email: string, token: string, locale: MailLocale): Promise<Subscriber>;
  /** An unsubscribed address that subscribes again starts over as pending with a fresh token, in its new language. */
  restartPending(id: string, token: string, locale: MailLocale): Promise<Subscriber>;
  /** A pending address asked again, maybe from another language's page: the latest language is the one kept. */
  setPendingLocale(id: string, locale: MailLocale): Promise<void>;
  /** pending -> confirmed (confirmed stays confirmed); null when no subscriber has this token. */
  confirm(token: string, at: Date): Promise<Subscriber | null>;
  /** any -> unsubscribed; null when no subscriber has this token. */
  unsubscribe(token: string): Promise<Subscriber | null>;
}

const EMAIL = /^[^\s@"<>()[\],;:\\]+@[^\s@"<>()[\],;:\\]+\.[^\s@"<>()[\],;:\\]{2,}$/;

/** Trimmed and lower-cased, so one mailbox is one subscriber; null when it is not a plausible address. */
export function normalizeEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const email = raw.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/** Tokens are 128 random bits in hex (what the table's default makes too). */
export function newToken(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;
export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && TOKEN.test(value);
}

/** The token from a JSON body `{ token }` or the query string (?token=), as mail clients' one-click unsubscribe posts it. */
export async function tokenFromRequest(request: Request): Promise<string | null> {
  const fromQuery = new URL(request.url).searchParams.get('token');
  if (isTokenShaped(fromQuery)) return fromQuery;
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return null;
  try {
    const body = (await request.json()) as { token?: unknown } | null;
    return isTokenShaped(body?.token) ? body.token : null;
  } catch {
    return null;
  }
}

const COLUMNS = 'id,email,status,token';
const UNIQUE_VIOLATION = '23505';

export function supabaseSubscriberStore(admin: SupabaseClient): SubscriberStore {
  const table = () => admin.from('newsletter_subscribers');
  const fail = (what: string, error: { message: string }) => new Error(`${what}: ${error.message}`);
  const store: SubscriberStore = {
    async findByEmail(email) {
      const { data, error } = await table().select(COLUMNS).eq('email', email).maybeSingle();
      if (error) throw fail('find subscriber', error);
      return (data as Subscriber | null) ?? null;
    },
    async insertPending(email, token, locale) {
      const { data, error } = await table().insert({ email, token, locale, status: 'pending' }).select(COLUMNS).single();
      if (error?.code === UNIQUE_VIOLATION) {
        const existing = await store.findByEmail(email);
        if (existing) return existing;
      }
      if (error) throw fail('add subscriber', error);
      return data as Subscriber;
    },
    async restartPending(id, token, locale) {
      const { data, error } = await table()
        .update({ status: 'pending', token, locale, confirmed_at: null })
        .eq('id', id)
        .select(COLUMNS)
        .single();
      if (error) throw fail('restart subscriber', error);
      return data as Subscriber;
    },
    async setPendingLocale(id, locale) {
      const { error } = await table().update({ locale }).eq('id', id).eq('status', 'pending');
      if (error) throw fail('set subscriber language', error);
    },
    async confirm(token, at) {
      const { data, error } = await table()
        .update({ status: 'confirmed', confirmed_at: at.toISOString() })
        .eq('token', token)
        .eq('status', 'pending')
        .select(COLUMNS)
        .maybeSingle();
      if (error) throw fail('confirm subscriber', error);
      if (data) return data as Subscriber;
      // Opening the link twice is fine: an already confirmed address stays confirmed.
      const again = await table().select(COLUMNS).eq('token', token).eq('status', 'confirmed').maybeSingle();
      if (again.error) throw fail('confirm subscriber', again.error);
      return (again.data as Subscriber | null) ?? null;
    },
    async unsubscribe(token) {
      const { data, error } = await table().update({ status: 'unsubscribed' }).eq('token', token).select(COLUMNS).maybeSingle();
      if (error) throw fail('unsubscribe', error);
      return (data as Subscriber | null) ?? null;
    },
  };
  return store;
}
