// Stories only (never imported by the app). Story frame for account screens: a supabase-js client pointed at MSW, a fixed session, a memory router with
// the places a screen may send the user, and a list of what it toasted so play functions can read it. The shell frame (withShellFrame) adds
// the shared subscription state, checked against MSW, and mounts the story as a layout route around a stand-in screen.
import { RouterProvider } from '@academy/ui';
import type { Decorator } from '@storybook/react-vite';
import { createClient, type User } from '@supabase/supabase-js';
import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { learner, sessionBody, STORY_ANON_KEY, STORY_BACKEND_URL, type MockUser } from '../../../../mocks/supabase/index.ts';
import { setSupabaseClient, supabase } from '../backend/index.ts';
import { SessionContext, type SessionValue } from '../session/SessionProvider.tsx';
import { SubscriptionProvider } from '../subscription/index.ts';
import { installNotifier } from './notify.ts';
import { useRouterHref } from './routerHref.ts';
import { SWRConfig } from 'swr';

export function installStoryBackend() {
  setSupabaseClient(
    createClient(STORY_BACKEND_URL, STORY_ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }),
  );
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
    user: user
      ? ({
          id: user.id,
          email: user.email,
          user_metadata: user.user_metadata ?? {},
          app_metadata: {},
          aud: 'authenticated',
          created_at: '',
        } as User)
      : null,
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
  // A layout effect runs before any screen's passive effects, so a toast shown as a screen mounts (a guard's
  // redirect message) is listed too, as the app's Toaster, mounted first, shows it.
  useLayoutEffect(() => {
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

export type AccountStoryParameters = {
  path: string;
  user?: MockUser | null;
  /** Default: student when signed in. null with a user: a member whose profile gives no role (SPEC 6's 'others'). */
  role?: 'student' | 'master' | null;
};

/** `parameters.account`: where the screen is mounted and who is signed in (default: a visitor). */
export const withAccountFrame: Decorator = (Story, context) => {
  const { path, user = null, role } = context.parameters.account as AccountStoryParameters;
  // A fresh swr cache per story: one story's answers (or failures) never show in the next.
  return (
    <SWRConfig key={context.id} value={{ provider: () => new Map() }}>
      <SessionContext.Provider value={storySession(user, role === undefined ? (user ? 'student' : null) : role)}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={<Story />} />
            <Route path="*" element={null} />
          </Routes>
          <Observed />
        </MemoryRouter>
      </SessionContext.Provider>
    </SWRConfig>
  );
};

/** The session while supabase-js is still restoring it: no user yet, so neither Sign in / Sign up nor the user menu. */
export function loadingStorySession(): SessionValue {
  return { ...storySession(null), status: 'loading' };
}

export type ShellStoryParameters = {
  /** Where the shell is opened. */
  path: string;
  user?: MockUser | null;
  role?: 'student' | 'master' | null;
  /** The session is still loading (user is ignored). */
  sessionLoading?: boolean;
};

/** The screen the shell's <Outlet /> shows: its path as a heading, so play functions see where links led. */
function StandInScreen() {
  const { pathname } = useLocation();
  return <h1>{`Screen ${pathname}`}</h1>;
}

/** react-aria links (sidebar, breadcrumb, Edit profile) navigate the story's memory router, as RootLayout wires them in the app. */
function AriaLinksThroughRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(path) => void navigate(path)} useHref={useRouterHref}>
      {children}
    </RouterProvider>
  );
}

function ShellFrame({ parameters, children }: { parameters: ShellStoryParameters; children: ReactNode }) {
  const { path, user = null, role, sessionLoading = false } = parameters;
  // Signing out really signs the story's session out, so the top bar can be seen to go back to Sign in / Sign up.
  const [signedOut, setSignedOut] = useState(false);
  const session = useMemo<SessionValue>(() => {
    if (sessionLoading) return loadingStorySession();
    const value = storySession(signedOut ? null : user, signedOut ? null : (role ?? (user ? 'student' : null)));
    return { ...value, signOut: async () => setSignedOut(true) };
  }, [sessionLoading, signedOut, user, role]);
  return (
    <SessionContext.Provider value={session}>
      <SubscriptionProvider>
        <MemoryRouter initialEntries={[path]}>
          <AriaLinksThroughRouter>
            <Routes>
              <Route element={children}>
                <Route path="*" element={<StandInScreen />} />
              </Route>
            </Routes>
            <Observed />
          </AriaLinksThroughRouter>
        </MemoryRouter>
      </SubscriptionProvider>
    </SessionContext.Provider>
  );
}

/**
 * `parameters.shell`: the app shell (a layout route rendering <Outlet />) at `path`, with a session for `user` (default: a visitor) and the real
 * SubscriptionProvider asking check-subscription through the story client (call installStoryBackend(); MSW answers, see mocks/functions/subscription.ts).
 */
export const withShellFrame: Decorator = (Story, context) => (
  <ShellFrame parameters={context.parameters.shell as ShellStoryParameters}>
    <Story />
  </ShellFrame>
);

export { learner };
