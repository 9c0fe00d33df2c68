// Several servers on one PostgreSQL (issue 37): what one server learns that the others cache travels through the
// database as a notice on the channel academy_server, heard by every server (one LISTEN connection each, which
// postgres.js re-opens after a lost connection):
// - {"kind":"ban","id":<member>}: a ban or unban (trigger on auth.users.banned_until) -> the ban cache forgets it;
// - {"kind":"signout","id":<member>}: a session ended or an account deleted (triggers on auth.sessions, auth.users)
//   -> the sessions trusted alive are forgotten;
// - {"kind":"schema"}: a server applied migrations at start -> lite's schema cache and the plain path's columns are
//   read again, so a table a newer server added is served by every server.
// The triggers are in supabase/migrations/20261128400000_cluster_member_signals.sql; the schema notice is sent here.
import type { Database } from './database.ts';

export const SIGNAL_CHANNEL = 'academy_server';

/** A schema notice says which server sent it (`origin`): that server has read its new schema already. */
export type ClusterSignal = { kind: 'ban' | 'signout'; id: string } | { kind: 'schema'; origin?: string };

function parseSignal(payload: string): ClusterSignal | null {
  try {
    const value = JSON.parse(payload) as { kind?: unknown; id?: unknown; origin?: unknown };
    if (value.kind === 'schema') return typeof value.origin === 'string' ? { kind: 'schema', origin: value.origin } : { kind: 'schema' };
    if ((value.kind === 'ban' || value.kind === 'signout') && typeof value.id === 'string') return { kind: value.kind, id: value.id };
  } catch {
    // not ours
  }
  return null;
}

export type SignalListener = { stop(): Promise<void> };

/**
 * Calls `onSignal` for every notice on the channel. `onReconnect` runs when the LISTEN connection was lost and is
 * back (notices sent meanwhile are gone: everything cached may be stale).
 */
export async function listenForSignals(
  database: Database,
  onSignal: (signal: ClusterSignal) => void,
  onReconnect: () => void,
): Promise<SignalListener | null> {
  if (!database.listen) return null;
  let listening = false;
  const subscription = await database.listen(
    SIGNAL_CHANNEL,
    (payload) => {
      const signal = parseSignal(payload);
      if (signal) onSignal(signal);
    },
    () => {
      if (listening) onReconnect();
      listening = true;
    },
  );
  return { stop: () => subscription.unlisten() };
}

export async function sendSignal(database: Database, signal: ClusterSignal): Promise<void> {
  await database.query('select pg_notify($1, $2)', [SIGNAL_CHANNEL, JSON.stringify(signal)]);
}
