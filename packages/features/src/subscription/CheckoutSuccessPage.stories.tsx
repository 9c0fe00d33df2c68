import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { User } from '@supabase/supabase-js';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SessionContext, type SessionValue } from '../session/SessionProvider.tsx';
import { CheckoutSuccessPage } from './CheckoutSuccessPage.tsx';
import type { SubscriptionState } from './subscriptionState.ts';
import type { CheckoutSessionState } from './subscriptionStatus.ts';
import { SubscriptionContext, type SubscriptionValue } from './SubscriptionProvider.tsx';

// /checkout-success (SPEC 4 Payment return) with a subscription whose checks answer as each story says.
const session: SessionValue = {
  status: 'signedIn',
  session: null,
  user: { id: 'u1', email: 'learner@academy.ht' } as User,
  role: 'student',
  roleStatus: 'ready',
  isStaff: false,
  lastEvent: null,
  signOut: async () => {},
};

const notYet: SubscriptionState = { loading: false, subscribed: false, subscriptionTier: null, subscriptionEnd: null };
const monthly: SubscriptionState = {
  loading: false,
  subscribed: true,
  subscriptionTier: 'Monthly',
  subscriptionEnd: '2030-01-01T00:00:00.000Z',
};

/** A subscription whose n-th check (from 1) answers `answers[n-1]`, the last one repeating; the checkout is `checkout`. */
function scriptedSubscription(answers: SubscriptionState[], checkout: CheckoutSessionState | 'error' = 'paid'): SubscriptionValue {
  let calls = 0;
  let current = notYet;
  const value: SubscriptionValue = {
    ...notYet,
    refresh: async () => {
      current = answers[Math.min(calls++, answers.length - 1)] ?? notYet;
      Object.assign(value, current);
      return current;
    },
    openCustomerPortal: async () => {},
    checkoutSession: async () => {
      if (checkout === 'error') throw new Error('check-subscription failed');
      return checkout;
    },
  };
  return value;
}

const signedOut: SessionValue = { ...session, status: 'signedOut', user: null, role: null };

const withProviders: Decorator = (Story, context) => (
  <SessionContext.Provider value={context.parameters.signedOut ? signedOut : session}>
    <SubscriptionContext.Provider
      value={scriptedSubscription(
        context.parameters.answers as SubscriptionState[],
        context.parameters.checkout as CheckoutSessionState | 'error' | undefined,
      )}
    >
      <MemoryRouter
        initialEntries={[(context.parameters.entry as string | undefined) ?? '/checkout-success?session_id=cs_test_local_0123456789abcdef']}
      >
        <Routes>
          <Route path="/checkout-success" element={<Story />} />
        </Routes>
      </MemoryRouter>
    </SubscriptionContext.Provider>
  </SessionContext.Provider>
);

const meta = {
  title: 'Subscription/CheckoutSuccessPage',
  component: CheckoutSuccessPage,
  decorators: [withProviders],
  parameters: { answers: [monthly] },
} satisfies Meta<typeof CheckoutSuccessPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Text that says a payment arrived or was confirmed: never shown to someone who did not pay. */
const noPaymentClaim = /payment received|Peman ou rive|Peman konfime/;

/** Subscribed at the first check: the confirmation at once. */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Peman konfime!' })).toBeVisible();
    await expect(canvas.getByText('Referans: cs_test_local_0123456789abcdef')).toBeVisible();
  },
};

/** Not subscribed after the first check and 5 re-checks 2 s apart: processing, then the manual check confirms. */
export const ProcessingThenManualCheck: Story = {
  parameters: { answers: [notYet, notYet, notYet, notYet, notYet, notYet, monthly], visual: 'viewport' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'N ap verifye peman ou...' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'payment received but processing' })).toBeVisible(), {
      timeout: 15_000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Verifye ankò' }));
    await expect(await canvas.findByRole('heading', { name: 'Peman konfime!' })).toBeVisible();
  },
};

/** Issue 20.12: a visitor (signed out) is never told a payment arrived; they are asked to sign in. */
export const SignedOut: Story = {
  parameters: { signedOut: true, answers: [notYet] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Konekte pou w wè peman ou' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Konekte' })).toHaveAttribute('href', '/signin');
    await expect(canvas.queryByText(noPaymentClaim)).toBeNull();
  },
};

/** Issue 20.12: without a checkout reference and without a plan, no 'payment received' claim: the plans instead. */
export const NoSessionNotSubscribed: Story = {
  parameters: { entry: '/checkout-success', answers: [notYet], visual: 'viewport' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Pa gen peman pou verifye' })).toBeVisible(), { timeout: 15_000 });
    await expect(canvas.getByRole('link', { name: 'Wè plan yo' })).toHaveAttribute('href', '/plans');
    await expect(canvas.queryByText(noPaymentClaim)).toBeNull();
  },
};

/** Issue 20.12: a member with a plan who opens the page without a reference is not told a payment was just confirmed. */
export const NoSessionSubscribed: Story = {
  parameters: { entry: '/checkout-success', answers: [monthly], visual: 'viewport' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Pa gen peman pou verifye' })).toBeVisible();
    await expect(canvas.queryByText(noPaymentClaim)).toBeNull();
  },
};

/** Issue 20.12: a reference that is not the signed-in member's (shared, typed, another account's): said so, with the plans. */
export const NotYours: Story = {
  parameters: { checkout: 'unknown', answers: [monthly] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Peman sa a pa sou kont ou' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wè plan yo' })).toHaveAttribute('href', '/plans');
    await expect(canvas.queryByText(noPaymentClaim)).toBeNull();
  },
};

/** Issue 20.12: the member's own checkout, opened but never paid: nothing was charged. */
export const NotCompleted: Story = {
  parameters: { checkout: 'open', answers: [notYet], visual: 'viewport' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Peman sa a pa t fini' })).toBeVisible();
    await expect(canvas.queryByText(noPaymentClaim)).toBeNull();
  },
};

/** The ownership check failed: no claim either way, and a way to check again. */
export const CheckFailed: Story = {
  parameters: { checkout: 'error', answers: [monthly], visual: 'viewport' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Nou pa t ka verifye peman sa a' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verifye ankò' })).toBeEnabled();
    await expect(canvas.queryByText(noPaymentClaim)).toBeNull();
  },
};
