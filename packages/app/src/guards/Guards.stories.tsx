import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SessionContext } from '@academy/features/session/SessionProvider.tsx';
import { installStoryBackend, learner, loadingStorySession, withAccountFrame } from '@academy/features/shell/storyFrame.tsx';
import { SubscriptionProvider } from '@academy/features/subscription/SubscriptionProvider.tsx';
import { checkSubscription, notSubscribedAnswer } from '../../../../mocks/functions/subscription.ts';
import { AuthGuard, VisitorsOnlyGuard } from './AuthGuard.tsx';
import { SubscriptionGuard } from './SubscriptionGuard.tsx';

// The route guards (SPEC 2) as a person meets them: where each one sends who, with which message. The frame lists
// the path the router ends on and every toast, so the screenshot shows the outcome; the guarded screen never shows.
installStoryBackend();

function GuardedScreen() {
  return <h1>Guarded screen</h1>;
}

const meta = {
  title: 'Shell/RouteGuards',
  decorators: [withAccountFrame],
  parameters: { account: { path: '/edit-profile' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reads the frame's list of where the router ended and what was toasted. */
async function expectOutcome(canvasElement: HTMLElement, path: string, toast?: string) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByText(`path: ${path}`)).toBeInTheDocument());
  if (toast) await expect(await canvas.findByText(`error: ${toast}`)).toBeInTheDocument();
  await expect(canvas.queryByRole('heading', { name: 'Guarded screen' })).toBeNull();
}

/** A signed-out visitor opening a members' page (here /edit-profile) goes to /signin, without a message. */
export const VisitorToSignIn: Story = {
  render: () => (
    <AuthGuard>
      <GuardedScreen />
    </AuthGuard>
  ),
  play: async ({ canvasElement }) => {
    await expectOutcome(canvasElement, '/signin');
    await expect(within(canvasElement).queryByText(/^error:/)).toBeNull();
  },
};

/** A signed-out visitor opening /dashboard goes to /signin with the spec's message. */
export const VisitorFromDashboard: Story = {
  parameters: { account: { path: '/dashboard' } },
  render: () => (
    <AuthGuard rule={{ dashboard: true }}>
      <GuardedScreen />
    </AuthGuard>
  ),
  play: async ({ canvasElement }) => expectOutcome(canvasElement, '/signin', 'You must be logged in to access the dashboard'),
};

/** A learner opening the staff-only /dashboard goes home with the spec's message. */
export const LearnerFromDashboard: Story = {
  parameters: { account: { path: '/dashboard', user: learner, role: 'student' } },
  render: () => (
    <AuthGuard rule={{ dashboard: true }}>
      <GuardedScreen />
    </AuthGuard>
  ),
  play: async ({ canvasElement }) => expectOutcome(canvasElement, '/', 'You do not have permission to access the dashboard'),
};

/** Staff pass the dashboard guard. */
export const MasterEntersDashboard: Story = {
  parameters: { account: { path: '/dashboard', user: learner, role: 'master' } },
  render: () => (
    <AuthGuard rule={{ dashboard: true }}>
      <GuardedScreen />
    </AuthGuard>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Guarded screen' })).toBeVisible();
    await expect(canvas.getByText('path: /dashboard')).toBeInTheDocument();
  },
};

/** A signed-in learner opening /signin is sent home: the sign-in form is for visitors (and staff). */
export const LearnerLeavesSignIn: Story = {
  parameters: { account: { path: '/signin', user: learner, role: 'student' } },
  render: () => (
    <VisitorsOnlyGuard>
      <GuardedScreen />
    </VisitorsOnlyGuard>
  ),
  play: async ({ canvasElement }) => expectOutcome(canvasElement, '/'),
};

/** A learner without a subscription opening a subscribers' page goes to the plans. */
export const NotSubscribedToPlans: Story = {
  parameters: { account: { path: '/academy/coder-ai', user: learner, role: 'student' }, msw: [checkSubscription(notSubscribedAnswer)] },
  render: () => (
    <SubscriptionProvider>
      <SubscriptionGuard>
        <GuardedScreen />
      </SubscriptionGuard>
    </SubscriptionProvider>
  ),
  play: async ({ canvasElement }) => expectOutcome(canvasElement, '/plans'),
};

/** While the session is still being restored the guard decides nothing yet: a full-page spinner, no redirect. */
export const WaitingForSession: Story = {
  render: () => (
    <SessionContext.Provider value={loadingStorySession()}>
      <AuthGuard>
        <GuardedScreen />
      </AuthGuard>
    </SessionContext.Provider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Chajman...' })).toBeVisible();
    await expect(canvas.getByText('path: /edit-profile')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Guarded screen' })).toBeNull();
  },
};
