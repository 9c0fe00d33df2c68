import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createClient } from '@supabase/supabase-js';
import { MemoryRouter } from 'react-router';
import { expect, within } from 'storybook/test';
import { checkSubscription, PAYMENTS_BACKEND_URL } from '../../../../mocks/functions/subscription.ts';
import { setSupabaseClient } from '../backend/index.ts';
import { SessionContext, type SessionValue } from '../session/SessionProvider.tsx';
import { SubscriptionProvider } from '../subscription/SubscriptionProvider.tsx';
import { AllAccessPage } from './AllAccessPage.tsx';
import { LandingPage, OFFER_ENDS_AT } from './LandingPage.tsx';

// The two marketing pages (SPEC 2) as a visitor sees them: /all-access, and /landing while the offer runs and
// after it ended (a fixed clock, so the countdown holds still).
setSupabaseClient(
  createClient(PAYMENTS_BACKEND_URL, 'sb_publishable_stories', { auth: { persistSession: false, autoRefreshToken: false } }),
);

const visitor: SessionValue = {
  status: 'signedOut',
  session: null,
  user: null,
  role: null,
  roleStatus: 'idle',
  isStaff: false,
  lastEvent: null,
  signOut: async () => {},
};

const asVisitor: Decorator = (Story) => (
  <SessionContext.Provider value={visitor}>
    <SubscriptionProvider>
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    </SubscriptionProvider>
  </SessionContext.Provider>
);

const meta = {
  title: 'Marketing/Pages',
  decorators: [asVisitor],
  parameters: { msw: [checkSubscription()] },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllAccess: Story = {
  render: () => <AllAccessPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Get Unlimited Access to our AI Ecosystem' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get All-Access' })).toHaveAttribute('href', '/plans');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Elite AI Experts' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/plans');
    await expect(canvas.getByRole('link', { name: 'Get All-Access Today' })).toHaveAttribute('href', '/plans');
  },
};

const dayBeforeEnd = () => OFFER_ENDS_AT - 24 * 3_600_000 - 2 * 3_600_000;

/** The offer running: the countdown (1 day 2 hours left on this fixed clock) and the plans. */
export const LandingOfferRunning: Story = {
  render: () => <LandingPage now={dayBeforeEnd} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bati aplikasyon, sit ak otomatizasyon ak AI nan 90 jou' })).toBeVisible();
    await expect(canvas.queryByText('Offer Ended')).toBeNull();
    await expect(canvas.getAllByRole('link', { name: 'Antre kounye a' })[0]).toHaveAttribute('href', '/plans');
    // The standalone page's own bar (issue 39.15): the way home, the language switch and sign-in.
    const bar = within(canvas.getByRole('banner'));
    await expect(bar.getByRole('link', { name: 'Academy' })).toHaveAttribute('href', '/');
    await expect(bar.getByRole('link', { name: 'Konekte' })).toHaveAttribute('href', '/signin');
    await expect(bar.getByRole('button', { name: /Lang/ })).toBeVisible();
  },
};

/** After the deadline the countdown gives way to 'Offer Ended' and the enter-now link. */
export const LandingOfferEnded: Story = {
  render: () => <LandingPage now={() => OFFER_ENDS_AT + 1} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Offer Ended')).toBeVisible();
  },
};
