// Stories only (never imported by the app). Story frame for account screens: a supabase-js client pointed at MSW, a fixed session, a memory router with
// the places a screen may send the user, and a list of what it toasted so play functions can read it.
import type { Decorator } from '@storybook/react-vite';
import { createClient, type User } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { learner, sessionBody, STORY_ANON_KEY, STORY_BACKEND_URL, type MockUser } from '../../../../mocks/supabase/index.ts';
import { setSupabaseClient, supabase } from '../backend/index.ts';
import { SessionContext, type SessionValue } from '../session/SessionProvider.tsx';
import { installNotifier } from './notify.ts';

export function installStoryBackend() {
  setSupabaseClient(createClient(STORY_BACKEND_URL, STORY_ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } }));
}

/** Gives the story's client a session for `user` (calls that need one, such as updateUser, check it). MSW must answer GET /user. */
export async function signInStoryClient(user: MockUser) {
  const session = sessionBody(user);
  const { error } = await supabase().auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
  if (error) throw error;
}

export function storySession(user: MockUser | null, role: 'student' | 'master' | null = user ? 'student' : null): SessionValue {
  return {
    status: user ? 'signedIn' : 'signedOut',
    session: null,
    user: user ? ({ id: user.id, email: user.email, user_metadata: user.user_metadata ?? {}, app_metadata: {}, aud: 'authenticated', created_at: '' } as User) : null,
    role,
    roleStatus: user ? 'ready' : 'idle',
    isStaff: role === 'master',
    lastEvent: null,
    signOut: async () => {},
  };
}

function Observed() {
  const [lines, setLines] = useState<string[]>([]);
  const location = useLocation();
  useEffect(() => {
    installNotifier((type, title) => setLines((previous) => [...previous, `${type}: ${title}`]));
  }, []);
  return (
    <ul data-testid="observed">
      <li>{`path: ${location.pathname}`}</li>
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

export type AccountStoryParameters = { path: string; user?: MockUser | null; role?: 'student' | 'master' | null };

/** `parameters.account`: where the screen is mounted and who is signed in (default: a visitor). */
export const withAccountFrame: Decorator = (Story, context) => {
  const { path, user = null, role } = context.parameters.account as AccountStoryParameters;
  return (
    <SessionContext.Provider value={storySession(user, role ?? (user ? 'student' : null))}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={<Story />} />
          <Route path="*" element={null} />
        </Routes>
        <Observed />
      </MemoryRouter>
    </SessionContext.Provider>
  );
};

export { learner };
