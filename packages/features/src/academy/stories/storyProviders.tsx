import type { Decorator } from '@storybook/react-vite';
import { createClient, type User } from '@supabase/supabase-js';
import { useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { ACADEMY_BACKEND_URL } from '../../../../../mocks/fixtures/academy.ts';
import { setSupabaseClient } from '../../backend/index.ts';
import { SessionContext, type SessionValue } from '../../session/SessionProvider.tsx';
import { installNotifier } from '../../shell/notify.ts';
import { AriaLinksThroughRouter } from '../../shell/storyFrame.tsx';
import { SubscriptionContext, type SubscriptionValue } from '../../subscription/index.ts';

// Shared providers of the academy stories: a session (or none), a subscription state, a router at the
// story's path, a fresh SWR cache per story, and a visible list of what the page toasted.
export type AcademyStoryState = { signedIn: boolean; subscribed?: boolean; path?: string; routePath?: string };

const storyClient = createClient(ACADEMY_BACKEND_URL, 'sb_publishable_stories', {
  auth: { persistSession: false, autoRefreshToken: false },
});

function session(signedIn: boolean): SessionValue {
  return {
    status: signedIn ? 'signedIn' : 'signedOut',
    session: null,
    user: signedIn ? ({ id: 'u1', email: 'learner@academy.ht' } as User) : null,
    role: signedIn ? 'student' : null,
    roleStatus: signedIn ? 'ready' : 'idle',
    isStaff: false,
    lastEvent: null,
    signOut: async () => {},
  };
}

function subscription(subscribed: boolean): SubscriptionValue {
  const state = { loading: false, subscribed, subscriptionTier: subscribed ? ('Monthly' as const) : null, subscriptionEnd: null };
  return { ...state, refresh: async () => state, openCustomerPortal: async () => {}, checkoutSession: async () => 'unknown' };
}

/** What the page toasted, so play functions can read it. */
function Toasts() {
  const [lines, setLines] = useState<string[]>([]);
  useEffect(() => installNotifier((_type, title) => setLines((previous) => [...previous, title])), []);
  return (
    <ul aria-label="Toasts">
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

function Providers({ state, children }: { state: AcademyStoryState; children: ReactNode }) {
  setSupabaseClient(storyClient);
  const path = state.path ?? '/academy/coder-ai';
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionContext.Provider value={session(state.signedIn)}>
        <SubscriptionContext.Provider value={subscription(state.subscribed ?? false)}>
          <MemoryRouter initialEntries={[path]}>
            {/* A lesson's Watch is a link: it goes through the story's router, as RootLayout makes it in the app. */}
            <AriaLinksThroughRouter>
              <Routes>
                {/* The course page is also each lesson's address (/academy/coder-ai/<lesson>). */}
                <Route path={state.routePath ?? (state.path ? path : '/academy/coder-ai/:lessonId?')} element={children} />
                <Route path="*" element={<p>navigated away</p>} />
              </Routes>
            </AriaLinksThroughRouter>
          </MemoryRouter>
          <Toasts />
        </SubscriptionContext.Provider>
      </SessionContext.Provider>
    </SWRConfig>
  );
}

export const withAcademyProviders: Decorator = (Story, context) => (
  <Providers state={(context.parameters.state ?? { signedIn: true }) as AcademyStoryState}>
    <Story />
  </Providers>
);
