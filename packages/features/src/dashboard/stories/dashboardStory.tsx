import type { Decorator } from '@storybook/react-vite';
import { createClient, type User } from '@supabase/supabase-js';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { STORY_BACKEND_URL } from '../../../../../mocks/fixtures/dashboard.ts';
import { setSupabaseClient } from '../../backend/index.ts';
import { SessionContext, type SessionValue } from '../../session/SessionProvider.tsx';

// What every dashboard story shares: a supabase-js client MSW answers, a signed-in master, a fresh SWR cache per
// story (no data leaks between stories) and a router at `parameters.path` (default /dashboard).
const storyClient = createClient(STORY_BACKEND_URL, 'sb_publishable_stories', { auth: { persistSession: false, autoRefreshToken: false } });

const staffSession: SessionValue = {
  status: 'signedIn',
  session: null,
  user: { id: 'u3', email: 'marie@academy.ht' } as User,
  role: 'master',
  roleStatus: 'ready',
  isStaff: true,
  lastEvent: 'SIGNED_IN',
  signOut: async () => {},
};

export const withDashboard: Decorator = (Story, context) => (
  <SessionContext.Provider value={staffSession}>
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[context.parameters.path ?? '/dashboard']}>
        <Routes>
          <Route path="/dashboard/*" element={<Story />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>
  </SessionContext.Provider>
);

/** Installed per story (a story file's `beforeEach`), not at import: other story files install their own client. */
export function installStoryClient() {
  setSupabaseClient(storyClient);
}
