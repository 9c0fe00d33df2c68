import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createClient, type User } from '@supabase/supabase-js';
import type { HttpHandler } from 'msw';
import { useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  checkSubscription,
  createCheckout,
  customerPortal,
  notSubscribedAnswer,
  PAYMENTS_BACKEND_URL,
} from '../../../../mocks/functions/subscription.ts';
import { setSupabaseClient } from '../backend/index.ts';
import { SessionContext, type SessionValue } from '../session/SessionProvider.tsx';
import { installNotifier } from '../shell/notify.ts';
import { PlansPage } from './PlansPage.tsx';
import { navigation, SubscriptionProvider } from './SubscriptionProvider.tsx';
import type { Tier } from './plans.ts';

// /plans in each state the spec names: signed out, subscribed (current tier preselected, manage), Lifetime
// (lifetime button disabled), staff (sent to /dashboard), and every checkout message, against MSW.
setSupabaseClient(
  createClient(PAYMENTS_BACKEND_URL, 'sb_publishable_stories', { auth: { persistSession: false, autoRefreshToken: false } }),
);

type StoryState = { role: 'signedOut' | 'student' | 'master' };

function session({ role }: StoryState): SessionValue {
  const signedIn = role !== 'signedOut';
  return {
    status: signedIn ? 'signedIn' : 'signedOut',
    session: null,
    user: signedIn ? ({ id: 'u1', email: 'learner@academy.ht' } as User) : null,
    role: signedIn ? role : null,
    roleStatus: signedIn ? 'ready' : 'idle',
    isStaff: role === 'master',
    lastEvent: null,
    signOut: async () => {},
  };
}

/** check-subscription as MSW answers it for `tier`, plus the story's own handlers. */
function handlers(tier: Tier | null, ...extra: HttpHandler[]) {
  const end = tier && tier !== 'Lifetime' ? '2030-01-01T00:00:00.000Z' : null;
  return [checkSubscription(tier ? { subscribed: true, subscription_tier: tier, subscription_end: end } : notSubscribedAnswer), ...extra];
}

/** Shows what the page would toast and where it would send the browser, so play functions can read them. */
function Observed() {
  const [lines, setLines] = useState<string[]>([]);
  useEffect(() => {
    const add = (line: string) => setLines((previous) => [...previous, line]);
    installNotifier((_type, title, description) => add(description ? `${title} — ${description}` : title));
    navigation.assign = (url) => add(`navigate: ${url}`);
  }, []);
  return (
    <ul aria-label="Observed">
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

const withProviders: Decorator = (Story, context) => {
  const state = (context.parameters.state ?? { role: 'student' }) as StoryState;
  return (
    <SessionContext.Provider value={session(state)}>
      <SubscriptionProvider>
        <MemoryRouter initialEntries={['/plans']}>
          <Routes>
            <Route path="/plans" element={<Story />} />
            <Route path="/signin" element={<h1>Sign-in page</h1>} />
            <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
          </Routes>
        </MemoryRouter>
        <Observed />
      </SubscriptionProvider>
    </SessionContext.Provider>
  );
};

const meta = {
  title: 'Subscription/PlansPage',
  component: PlansPage,
  decorators: [withProviders],
  parameters: {
    state: { role: 'student' },
    msw: handlers(null, createCheckout({ url: 'https://checkout.stripe.test/c/1' })),
  },
} satisfies Meta<typeof PlansPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const observed = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).getByRole('list', { name: 'Observed' });

export const Student: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('47,90 $US')).toBeVisible();
    await expect(canvas.getByText('338,50 $US')).toBeVisible();
    await expect(canvas.getByText('500,00 $US')).toBeVisible();
    await expect(canvas.getByText('All Access + Elite + Mentorship + a job offer')).toBeVisible();
    await userEvent.click(canvas.getByText('Chak ane'));
    await userEvent.click(canvas.getByRole('button', { name: 'Abòne' }));
    await waitFor(() => expect(observed(canvasElement)).toHaveTextContent('navigate: https://checkout.stripe.test/c/1'));
  },
};

export const SignedOutSubscribe: Story = {
  parameters: { state: { role: 'signedOut' }, msw: handlers(null) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByText('Chak mwa'));
    await userEvent.click(canvas.getByRole('button', { name: 'Abòne' }));
    await expect(observed(canvasElement)).toHaveTextContent(
      'Por favor, faça login para continuar — Você precisa estar logado para assinar um plano',
    );
    await expect(canvas.getByRole('heading', { name: 'Sign-in page' })).toBeVisible();
  },
};

export const SignedOutLifetime: Story = {
  parameters: { state: { role: 'signedOut' }, msw: handlers(null) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pran aksè pou tout lavi' }));
    await expect(observed(canvasElement)).toHaveTextContent(
      'Por favor, faça login para continuar — Você precisa estar logado para adquirir o acesso vitalício',
    );
    await expect(canvas.getByRole('heading', { name: 'Sign-in page' })).toBeVisible();
  },
};

export const SubscribedMonthly: Story = {
  parameters: { msw: handlers('Monthly', customerPortal({ url: 'https://billing.stripe.test/p/1' })) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^Chak mwa/ })).toBeChecked());
    // Issue 20.3: the current plan is shown as current and cannot be bought a second time.
    await expect(canvas.getByRole('radio', { name: /^Chak mwa/ })).toHaveAccessibleName(/Plan ou kounye a/);
    await expect(canvas.getByRole('button', { name: 'Abòne' })).toBeDisabled();
    await expect(canvas.getByText('Se plan ou genyen kounye a.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Jere abònman mwen' }));
    await waitFor(() => expect(observed(canvasElement)).toHaveTextContent('navigate: https://billing.stripe.test/p/1'));
  },
};

/** Issue 20.3: a Monthly subscriber who picks Yearly changes the running plan in the customer portal (no second checkout). */
export const SubscribedMonthlyChoosesYearly: Story = {
  parameters: { msw: handlers('Monthly', customerPortal({ url: 'https://billing.stripe.test/p/2' })) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^Chak mwa/ })).toBeChecked());
    await userEvent.click(canvas.getByRole('radio', { name: /^Chak ane/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Chanje plan' }));
    await waitFor(() => expect(observed(canvasElement)).toHaveTextContent('navigate: https://billing.stripe.test/p/2'));
  },
};

export const PortalError: Story = {
  parameters: { msw: handlers('Yearly', customerPortal('error')) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Jere abònman mwen' }));
    await waitFor(() => expect(observed(canvasElement)).toHaveTextContent('Erro ao abrir portal de assinatura'));
  },
};

export const LifetimeHolder: Story = {
  parameters: { msw: handlers('Lifetime') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ou gen aksè pou tout lavi deja')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pran aksè pou tout lavi' })).toBeDisabled();
    // Issue 20.3/20.13: nothing else to buy and no subscription to manage.
    await expect(canvas.getByRole('button', { name: 'Abòne' })).toBeDisabled();
    await expect(canvas.getByText('Aksè pou tout lavi ou a gen tout plan yo ladan l deja.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Jere abònman mwen' })).toBeNull();
  },
};

export const PlanNotFound: Story = {
  parameters: { msw: handlers(null, createCheckout({ code: 'plan_not_found', status: 400 })) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByText('Chak mwa'));
    await userEvent.click(canvas.getByRole('button', { name: 'Abòne' }));
    await waitFor(() => expect(observed(canvasElement)).toHaveTextContent('Plano não encontrado.'));
  },
};

export const CheckoutFailed: Story = {
  parameters: { msw: handlers(null, createCheckout({ code: 'function_error', status: 500 })) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pran aksè pou tout lavi' }));
    await waitFor(() => expect(observed(canvasElement)).toHaveTextContent('Erro ao processar o pagamento. Tente novamente.'));
  },
};

export const CheckoutWithoutUrl: Story = {
  parameters: { msw: handlers(null, createCheckout('no-url')) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByText('Chak ane'));
    await userEvent.click(canvas.getByRole('button', { name: 'Abòne' }));
    await waitFor(() => expect(observed(canvasElement)).toHaveTextContent('Não foi possível criar a sessão de checkout'));
  },
};

export const StaffRedirected: Story = {
  parameters: { state: { role: 'master' }, msw: handlers(null) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Dashboard page' })).toBeVisible();
  },
};

/** check-subscription fails: SPEC 8's message, and the page still offers every plan. */
export const CheckFails: Story = {
  parameters: { msw: [checkSubscription('error')] },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(observed(canvasElement)).toHaveTextContent('Erro ao verificar assinatura'));
    await expect(canvas.getByRole('button', { name: 'Abòne' })).toBeEnabled();
  },
};
