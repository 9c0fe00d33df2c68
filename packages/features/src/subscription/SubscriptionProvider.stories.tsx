import type { Meta, StoryObj } from '@storybook/react-vite';
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import { delay, http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { expect, waitFor } from 'storybook/test';
import { PAYMENTS_BACKEND_URL, type CheckSubscriptionAnswer } from '../../../../mocks/functions/subscription.ts';
import { SessionContext, type SessionValue } from '../session/SessionProvider.tsx';
import { installNotifier, type NoticeType } from '../shell/notify.ts';
import { SubscriptionProvider, useSubscription } from './SubscriptionProvider.tsx';

// The real SubscriptionProvider polling MSW's check-subscription on a short beat (RECHECK_MS instead of 30 s), with
// the requests counted: how many were made and how many were ever in flight at once.
const RECHECK_MS = 250;
// A client per story, marked with a header: the previous story's provider may still be polling while the next story
// starts (until its canvas is replaced), and only the current story's checks are counted and failed.
const clients = new Map<string, SupabaseClient>();
const clientFor = (story: string) => {
  let client = clients.get(story);
  if (!client) {
    client = createClient(PAYMENTS_BACKEND_URL, 'sb_publishable_stories', {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { 'x-story': story } },
    });
    clients.set(story, client);
  }
  return client;
};
const signedIn: SessionValue = {
  status: 'signedIn',
  session: null,
  user: { id: 'u1', email: 'ada@academy.ht' } as User,
  role: 'student',
  roleStatus: 'ready',
  isStaff: false,
  lastEvent: 'SIGNED_IN',
  signOut: async () => {},
};
const yearly: CheckSubscriptionAnswer = { subscribed: true, subscription_tier: 'Yearly', subscription_end: '2030-01-01T00:00:00.000Z' };

type Traffic = { started: number; inFlight: number; maxInFlight: number; failUntil: number };
/** Per story (by the client's x-story header), so a late request from another story never counts here. */
const trafficByStory = new Map<string, Traffic>();
const trafficOf = (story: string) => {
  let traffic = trafficByStory.get(story);
  if (!traffic) trafficByStory.set(story, (traffic = { started: 0, inFlight: 0, maxInFlight: 0, failUntil: 0 }));
  return traffic;
};
const toasts: { type: NoticeType; title: string }[] = [];
function startStory({ name }: { name: string }) {
  trafficByStory.delete(name);
  toasts.length = 0;
  installNotifier((type, title) => toasts.push({ type, title }));
}

/** check-subscription taking `ms` to answer; the first `failUntil` checks of a story fail with 500. */
const countedCheck = (ms: number) =>
  http.post(`${PAYMENTS_BACKEND_URL}/functions/v1/check-subscription`, async ({ request }) => {
    const traffic = trafficOf(request.headers.get('x-story') ?? '');
    traffic.started++;
    const number = traffic.started;
    traffic.inFlight++;
    traffic.maxInFlight = Math.max(traffic.maxInFlight, traffic.inFlight);
    await delay(ms);
    traffic.inFlight--;
    if (number <= traffic.failUntil) return HttpResponse.json({ error: 'down' }, { status: 500 });
    return HttpResponse.json(yearly);
  });

function SubscriptionReadout() {
  const { loading, subscribed, subscriptionTier } = useSubscription();
  return <p>{loading ? 'Checking…' : subscribed ? `Subscribed: ${subscriptionTier}` : 'Not subscribed'}</p>;
}

const meta = {
  title: 'Features/Subscription/SubscriptionProvider',
  render: (_args, { name }) => (
    <SWRConfig key={name} value={{ provider: () => new Map() }}>
      <SessionContext.Provider value={signedIn}>
        <SubscriptionProvider client={clientFor(name)} recheckMs={RECHECK_MS}>
          <SubscriptionReadout />
        </SubscriptionProvider>
      </SessionContext.Provider>
    </SWRConfig>
  ),
  beforeEach: startStory,
  // Timing-driven: the text is the same as other stories', the point is the request log.
  parameters: { visual: 'viewport' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Checks on the beat: several checks over a few periods, each started after the previous answered. */
export const Polls: Story = {
  parameters: { msw: [countedCheck(10)] },
  play: async ({ canvas, name }) => {
    const traffic = trafficOf(name);
    await expect(await canvas.findByText('Subscribed: Yearly')).toBeVisible();
    await waitFor(() => expect(traffic.started).toBeGreaterThanOrEqual(3), { timeout: 4000 });
    await expect(traffic.maxInFlight).toBe(1);
  },
};

/**
 * A check slower than the beat (issue #23 item 9): no second check starts while one is in flight; the next starts
 * a period after it answered. A plain setInterval would have had about four in flight at once here.
 */
export const SlowCheck: Story = {
  parameters: { msw: [countedCheck(RECHECK_MS * 4)] },
  play: async ({ canvas, name }) => {
    const traffic = trafficOf(name);
    await expect(await canvas.findByText('Subscribed: Yearly', undefined, { timeout: 4000 })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, RECHECK_MS * 8));
    await expect(traffic.maxInFlight).toBe(1);
    // Each round takes 4 beats in flight plus 1 of waiting: at most 3 rounds started in the ~13 beats so far.
    await expect(traffic.started).toBeLessThanOrEqual(3);
    await expect(traffic.started).toBeGreaterThanOrEqual(2);
  },
};

/** Failing checks: one toast for the whole run of failures, retried on the beat, and the state recovers. */
export const FailingThenRecovering: Story = {
  parameters: { msw: [countedCheck(10)] },
  beforeEach: ({ name }) => {
    trafficOf(name).failUntil = 3;
  },
  play: async ({ canvas, name }) => {
    const traffic = trafficOf(name);
    await expect(await canvas.findByText('Not subscribed')).toBeVisible();
    await expect(await canvas.findByText('Subscribed: Yearly', undefined, { timeout: 4000 })).toBeVisible();
    await expect(traffic.started).toBeGreaterThanOrEqual(4);
    await expect(toasts.filter((toast) => toast.type === 'error')).toHaveLength(1);
  },
};
