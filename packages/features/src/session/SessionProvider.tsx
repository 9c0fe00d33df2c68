import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { backendClient, mayHaveSession } from '../backend/index.ts';
import { fetchRole } from './fetchRole.ts';
import { onFirstInteraction } from './firstInteraction.ts';
import { clearStoredRole, readStoredRole, storeRole } from './roleStore.ts';
import { isSuspendedError, reportSuspended } from './suspension.ts';
import { isStaffRole, normalizeRole, type AppRole } from './roles.ts';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';
export type RoleStatus = 'idle' | 'loading' | 'ready' | 'error';

export type SessionValue = {
  status: SessionStatus;
  session: Session | null;
  user: User | null;
  /** user_profiles.role of the signed-in user, normalised; null when signed out or unknown. */
  role: AppRole | null;
  /** 'loading' until the current user's role has been read once (later re-reads keep 'ready'). */
  roleStatus: RoleStatus;
  isStaff: boolean;
  /** The last auth event (SPEC 4), e.g. PASSWORD_RECOVERY on the reset link's target. */
  lastEvent: AuthChangeEvent | null;
  signOut: () => Promise<void>;
};

/** Exported so stories and tests can provide a fixed session without a backend. */
export const SessionContext = createContext<SessionValue | null>(null);

// A stored session the server no longer knows (deleted user, revoked session) is removed, which signs the user out.
// Network failures keep the session: the user may just be offline.
async function dropSessionIfInvalid(client: SupabaseClient) {
  const { error } = await client.auth.getUser();
  const status = (error as { status?: number } | null)?.status;
  if (error && (status === 401 || status === 403 || status === 404 || error.name === 'AuthSessionMissingError')) {
    // Banned (issue 39.8): the member is told why their session ends, not signed out silently.
    if (isSuspendedError(error)) reportSuspended();
    await client.auth.signOut({ scope: 'local' });
  }
}

/**
 * The signed-in user, from supabase-js's auth events. A visitor with no stored session (and no sign-in link in the
 * address) is 'signedOut' from the first render, so screens for visitors paint before supabase-js has downloaded;
 * anyone else is 'loading' until the client has restored the session. Visitors' supabase-js waits for their first
 * press or key.
 */
export function SessionProvider({
  loadClient = backendClient,
  children,
}: {
  loadClient?: () => Promise<SupabaseClient>;
  children: ReactNode;
}) {
  const [client, setClient] = useState<SupabaseClient | null>(null);
  const [session, setSession] = useState<Session | null>(null);
  const [status, setStatus] = useState<SessionStatus>(() => (mayHaveSession() ? 'loading' : 'signedOut'));
  const [lastEvent, setLastEvent] = useState<AuthChangeEvent | null>(null);
  const [role, setRole] = useState<AppRole | null>(() => normalizeRole(readStoredRole()));
  // The user whose role `role` is; a different user means the role is still loading.
  const [roleOwner, setRoleOwner] = useState<string | null>(null);
  const [roleFailed, setRoleFailed] = useState(false);

  useEffect(() => {
    let current = true;
    const load = () =>
      void loadClient().then(
        (loaded) => current && setClient(loaded),
        (error: unknown) => console.error(error),
      );
    // A visitor with no session to restore gets supabase-js when they first act (a sign-in form awaits the same
    // download, and onAuthStateChange then reports the new session): not in the work that follows the first paint.
    let stopWaiting: (() => void) | undefined;
    if (mayHaveSession()) load();
    else stopWaiting = onFirstInteraction(load);
    return () => {
      current = false;
      stopWaiting?.();
    };
  }, [loadClient]);

  useEffect(() => {
    if (!client) return;
    const { data } = client.auth.onAuthStateChange((event, next) => {
      setSession(next);
      setStatus(next ? 'signedIn' : 'signedOut');
      setLastEvent(event);
      if (!next) {
        clearStoredRole();
        setRole(null);
        setRoleOwner(null);
      }
      // supabase-js forbids awaiting its own calls inside this callback; check the stored session just after.
      if (event === 'INITIAL_SESSION' && next) setTimeout(() => void dropSessionIfInvalid(client), 0);
    });
    return () => data.subscription.unsubscribe();
  }, [client]);

  // SPEC 4: the role is loaded from the profile after each session change (sign-in, refresh, user update).
  const userId = session?.user.id ?? null;
  const accessToken = session?.access_token ?? null;
  useEffect(() => {
    if (!client || !userId) return;
    let current = true;
    fetchRole(client, userId).then(
      (next) => {
        if (!current) return;
        setRole(next);
        setRoleOwner(userId);
        setRoleFailed(false);
        storeRole(next);
      },
      (error: unknown) => {
        if (!current) return;
        console.error(error);
        setRole(null);
        setRoleOwner(userId);
        setRoleFailed(true);
        clearStoredRole();
      },
    );
    return () => {
      current = false;
    };
  }, [client, userId, accessToken]);

  const signOut = useCallback(async () => {
    // supabase-js already ignores 401/403/404 from the server here (SPEC 8): the local session goes in every case.
    const { error } = await (await loadClient()).auth.signOut();
    clearStoredRole();
    if (error) throw error;
  }, [loadClient]);

  const value = useMemo<SessionValue>(() => {
    const roleStatus: RoleStatus = !userId ? 'idle' : roleOwner !== userId ? 'loading' : roleFailed ? 'error' : 'ready';
    const knownRole = userId ? role : null;
    return {
      status,
      session,
      user: session?.user ?? null,
      role: knownRole,
      roleStatus,
      isStaff: isStaffRole(knownRole),
      lastEvent,
      signOut,
    };
  }, [status, session, userId, roleOwner, roleFailed, role, lastEvent, signOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
