import { SIDEBAR_COOKIE_NAME, readSidebarCookie } from '@academy/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { checkSubscription, notSubscribedAnswer, type CheckSubscriptionAnswer } from '../../../../mocks/functions/subscription.ts';
import type { MockUser } from '../../../../mocks/supabase/index.ts';
import { OFFER_ENDS_AT } from '../marketing/offer.ts';
import { AppLayout } from './AppLayout.tsx';
import { NOTICES_STORAGE_KEY, THEME_STORAGE_KEY } from './preferences.ts';
import { installStoryBackend, learner, withShellFrame, type ShellStoryParameters } from './storyFrame.tsx';

// The app shell (SPEC 2 Global layout) around a stand-in screen: visitor, session loading, signed-in learner, each plan badge from
// check-subscription (MSW), the user menu and signing out, the breadcrumb, the mobile drawer and Ctrl+B. Play functions only use
// async queries for what the shell renders, so they keep working if parts of it (the user menu) load lazily.
installStoryBackend();

/** check-subscription's answer for a subscribed member of `tier`. */
const subscribedAs = (tier: 'Monthly' | 'Yearly' | 'Lifetime'): CheckSubscriptionAnswer => ({
  subscribed: true,
  subscription_tier: tier,
  subscription_end: tier === 'Lifetime' ? null : '2030-01-01T00:00:00.000Z',
});

const shell = (parameters: ShellStoryParameters) => ({ shell: parameters });

function clearSidebarCookie() {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`;
}

/** Every story starts from SPEC 2's defaults: sidebar expanded, Accept Notices on, Dark Mode off. */
function resetLocalPreferences() {
  clearSidebarCookie();
  localStorage.removeItem(THEME_STORAGE_KEY);
  localStorage.removeItem(NOTICES_STORAGE_KEY);
}

const meta = {
  title: 'Shell/AppLayout',
  component: AppLayout,
  decorators: [withShellFrame],
  parameters: { ...shell({ path: '/' }), msw: [checkSubscription(notSubscribedAnswer)] },
  beforeEach: () => {
    resetLocalPreferences();
    return resetLocalPreferences;
  },
} satisfies Meta<typeof AppLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the user menu (its trigger may arrive later) and returns the open menu. */
async function openUserMenu(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByTestId('user-menu-trigger'));
  return within(await body(canvasElement).findByRole('dialog', { name: 'Meni itilizatè' }));
}

/** The plan badge once check-subscription has answered (no badge while it is in flight). */
async function expectPlanBadge(canvasElement: HTMLElement, label: string) {
  const menu = await openUserMenu(canvasElement);
  await expect(await menu.findByText(label)).toBeVisible();
  return menu;
}

/**
 * A visitor on Home: the presale banner, the language switch, Sign in / Sign up; the sidebar lists SPEC 2's entries in order, All-Access
 * labelled Premium and the Academy group open; no breadcrumb on Home, no user menu.
 */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('link', { name: 'Aksè pou tout lavi: All Access + Elite + Mentorship, yon sèl peman' });
    await expect(banner).toHaveAttribute('href', '/plans');
    await expect(await canvas.findByTestId('language-select')).toHaveTextContent('Kreyòl ayisyen');
    await expect(await canvas.findByRole('link', { name: 'Konekte' })).toHaveAttribute('href', '/signin');
    await expect(await canvas.findByRole('link', { name: 'Enskri' })).toHaveAttribute('href', '/signup');

    const nav = within(await canvas.findByRole('navigation', { name: 'Navigasyon prensipal' }));
    const entries = (await nav.findAllByRole('link')).map((link) => [link.textContent, link.getAttribute('href')]);
    await expect(entries).toEqual([
      ['Akèy', '/'],
      ['Prompt IA', '/prompts'],
      ['All-AccessPremium', '/all-access'],
      ['Akademi', '/academy'],
      ['AI Coder', '/academy/coder-ai'],
      ['Otomatizasyon', '/academy/automation'],
      ['GPS Digital', '/academy/gps-digital'],
      ['Kominote', '/community'],
      ['Zouti', '/tools'],
      ['Bilten', '/newsletter'],
    ]);
    await expect(nav.getByText('Premium')).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Akademi' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Akèy' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('© 2025 Academy. Tout dwa rezève.')).toBeVisible();

    await expect(await canvas.findByRole('heading', { name: 'Screen /' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Kote ou ye' })).toBeNull();
    await expect(canvas.queryByTestId('user-menu-trigger')).toBeNull();
  },
};

/** While the session loads the bar shows neither Sign in / Sign up nor the user menu (the language switch stays). */
/**
 * Before the limited offer ended (SPEC 9: 2025-05-02 20:00 at UTC-4) the banner reads SPEC 2's presale text, a link to
 * /plans (after it, the standing offer: Visitor). The shell reads the clock when it appears: the story sets it a day early.
 */
export const PresaleBanner: Story = {
  beforeEach: () => {
    const realNow = Date.now;
    Date.now = () => OFFER_ENDS_AT - 24 * 60 * 60 * 1000;
    return () => {
      Date.now = realNow;
    };
  },
  // The banner's words, not a new look: Visitor shows the bar.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('link', { name: 'Presale is now Live! Get Lifetime Access @ 35% OFF' });
    await expect(banner).toHaveAttribute('href', '/plans');
  },
};

export const SessionLoading: Story = {
  parameters: shell({ path: '/', sessionLoading: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Aksè pou tout lavi: All Access + Elite + Mentorship, yon sèl peman' }),
    ).toBeVisible();
    await expect(await canvas.findByTestId('language-select')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Screen /' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Konekte' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Enskri' })).toBeNull();
    await expect(canvas.queryByTestId('user-menu-trigger')).toBeNull();
  },
};

/** A signed-in learner: the user menu (first name from the profile's full name) replaces Sign in / Sign up and the bar's language switch. */
export const SignedInLearner: Story = {
  parameters: shell({ path: '/', user: learner }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByTestId('user-menu-trigger');
    await expect(trigger).toHaveTextContent('Marie');
    await expect(trigger).toHaveAccessibleName('Marie, Meni itilizatè');
    await expect(canvas.queryByRole('link', { name: 'Konekte' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Enskri' })).toBeNull();
    await expect(canvas.queryByTestId('language-select')).toBeNull();
  },
};

/** Not subscribed: 'Free Plan', with the first name and the email. */
export const FreePlan: Story = {
  parameters: { visual: 'viewport', ...shell({ path: '/', user: learner }), msw: [checkSubscription(notSubscribedAnswer)] },
  play: async ({ canvasElement }) => {
    const menu = await expectPlanBadge(canvasElement, 'Free Plan');
    await expect(menu.getByText('Marie')).toBeVisible();
    await expect(menu.getByText('learner@academy.ht')).toBeVisible();
  },
};

const withoutName: MockUser = { id: '00000000-0000-4000-8000-000000000002', email: 'jean.baptiste@academy.ht', user_metadata: {} };
const withoutEmail: MockUser = { id: '00000000-0000-4000-8000-000000000003', email: '', user_metadata: {} };

/** No name in the profile: the local part of the email. */
export const NameFromEmail: Story = {
  parameters: { ...shell({ path: '/', user: withoutName }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('user-menu-trigger')).toHaveTextContent('jean.baptiste');
  },
};

/** Neither a name nor an email: 'User'. */
export const NameFallback: Story = {
  parameters: { visual: 'viewport', ...shell({ path: '/', user: withoutEmail }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('user-menu-trigger')).toHaveTextContent('User');
    await expectPlanBadge(canvasElement, 'Free Plan');
  },
};

/** A Yearly subscriber: the tier name followed by 'Plan'. */
export const PremiumTier: Story = {
  parameters: { visual: 'viewport', ...shell({ path: '/', user: learner }), msw: [checkSubscription(subscribedAs('Yearly'))] },
  play: async ({ canvasElement }) => {
    const menu = await expectPlanBadge(canvasElement, 'Yearly Plan');
    await expect(menu.queryByText('Free Plan')).toBeNull();
  },
};

/** A Monthly subscriber: 'Monthly Plan'. */
export const MonthlyTier: Story = {
  parameters: { visual: 'viewport', ...shell({ path: '/', user: learner }), msw: [checkSubscription(subscribedAs('Monthly'))] },
  play: async ({ canvasElement }) => {
    await expectPlanBadge(canvasElement, 'Monthly Plan');
  },
};

/** A Lifetime member: 'Lifetime Access'. */
export const LifetimeMember: Story = {
  parameters: { visual: 'viewport', ...shell({ path: '/', user: learner }), msw: [checkSubscription(subscribedAs('Lifetime'))] },
  play: async ({ canvasElement }) => {
    const menu = await expectPlanBadge(canvasElement, 'Lifetime Access');
    await expect(menu.queryByText('Lifetime Plan')).toBeNull();
  },
};

/** check-subscription is still in flight: the menu shows no plan badge yet. */
export const PlanPending: Story = {
  parameters: { visual: 'viewport', ...shell({ path: '/', user: learner }), msw: [checkSubscription('pending')] },
  play: async ({ canvasElement }) => {
    const menu = await openUserMenu(canvasElement);
    await expect(await menu.findByText('learner@academy.ht')).toBeVisible();
    await expect(menu.queryByText('Free Plan')).toBeNull();
    await expect(menu.queryByText(/Plan$|Lifetime Access/)).toBeNull();
  },
};

/** check-subscription fails: SPEC 8's 'Erro ao verificar assinatura' once, and the badge falls back to 'Free Plan'. */
export const SubscriptionCheckFails: Story = {
  parameters: { visual: 'viewport', ...shell({ path: '/', user: learner }), msw: [checkSubscription('error')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('error: Erro ao verificar assinatura')).toBeInTheDocument();
    await expectPlanBadge(canvasElement, 'Free Plan');
    await expect(canvas.getAllByText('error: Erro ao verificar assinatura')).toHaveLength(1);
  },
};

/** The user menu (SPEC 2): Accept Notices on, Dark Mode off, the language switch, Edit profile (which closes the menu and opens /edit-profile), Sign out. */
export const UserMenuOpen: Story = {
  parameters: { visual: 'viewport', ...shell({ path: '/', user: learner }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await openUserMenu(canvasElement);
    await expect(await menu.findByRole('switch', { name: 'Aksepte avi yo' })).toBeChecked();
    await expect(await menu.findByRole('switch', { name: 'Mòd fènwa' })).not.toBeChecked();
    await expect(await menu.findByTestId('language-select')).toHaveTextContent('Kreyòl ayisyen');
    await expect(await menu.findByRole('button', { name: 'Dekonekte' })).toBeEnabled();
    const editProfile = await menu.findByRole('link', { name: 'Modifye pwofil' });
    await expect(editProfile).toHaveAttribute('href', '/edit-profile');
    await userEvent.click(editProfile);
    await expect(await canvas.findByRole('heading', { name: 'Screen /edit-profile' })).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Meni itilizatè' })).toBeNull());
  },
};

/** Sign out from the menu: 'Logout realizado com sucesso!', back to '/', and the bar offers Sign in / Sign up again. */
export const SignOut: Story = {
  parameters: { visual: 'viewport', ...shell({ path: '/community', user: learner }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('path: /community')).toBeInTheDocument();
    const menu = await openUserMenu(canvasElement);
    await userEvent.click(await menu.findByRole('button', { name: 'Dekonekte' }));
    await expect(await canvas.findByText('success: Logout realizado com sucesso!')).toBeInTheDocument();
    await expect(await canvas.findByText('path: /')).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Screen /' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Konekte' })).toBeVisible();
    await expect(canvas.queryByTestId('user-menu-trigger')).toBeNull();
  },
};

/** Deeper than Home the breadcrumb shows each level; the current page is not a link, and the sidebar highlights the course. */
export const Breadcrumb: Story = {
  parameters: shell({ path: '/academy/coder-ai' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crumbs = within(await canvas.findByRole('navigation', { name: 'Kote ou ye' }));
    await expect(await crumbs.findByRole('link', { name: 'Akèy' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Akademi' })).toHaveAttribute('href', '/academy');
    await expect(crumbs.getByText('AI Coder')).toHaveAttribute('aria-current', 'page');
    const nav = within(await canvas.findByRole('navigation', { name: 'Navigasyon prensipal' }));
    await expect(nav.getByRole('link', { name: 'AI Coder' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Akademi' })).toHaveAttribute('data-active', 'true');
  },
};

/** At 320 px the sidebar is a drawer opened by the toggle; choosing an entry closes it. Visitors find the language switch at the page's end. */
export const MobileDrawer: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // After the drawer closes, the rounded corners of the top bar's focused toggle and of 'Enskri' rasterise one of two
  // ways from run to run (19 edge pixels in the dark capture, 1 run in 5); a colour or layout change moves thousands.
  parameters: { ...shell({ path: '/' }), visualTolerance: 40 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const host = await canvas.findByTestId('sidebar');
    await expect(host).toHaveAttribute('data-open', 'false');
    await expect(body(canvasElement).queryByRole('dialog', { name: 'Navigasyon prensipal' })).toBeNull();
    // The real switch replaces its stand-in once its chunk has loaded.
    await expect(await within(await canvas.findByRole('contentinfo')).findByTestId('language-select')).toBeVisible();

    const toggle = await canvas.findByTestId('sidebar-toggle');
    await userEvent.click(toggle);
    // The drawer's code loads on the first phone render; it may still be arriving, then entering, when the toggle is pressed.
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Navigasyon prensipal' });
    await waitFor(() => expect(drawer).toBeVisible());
    await expect(host).toHaveAttribute('data-open', 'true');
    await expect(within(drawer).getByText('Premium')).toBeVisible();

    await userEvent.click(await within(drawer).findByRole('link', { name: 'Zouti' }));
    await expect(await canvas.findByRole('heading', { name: 'Screen /tools' })).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Navigasyon prensipal' })).toBeNull());
    await expect(host).toHaveAttribute('data-open', 'false');
  },
};

/** The drawer open on a phone, over the page: the whole viewport is compared, light and dark. */
export const MobileDrawerOpen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { ...shell({ path: '/' }), visual: 'viewport' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('sidebar-toggle'));
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Navigasyon prensipal' });
    await waitFor(() => expect(drawer).toBeVisible());
    await expect(within(drawer).getByRole('link', { name: 'Zouti' })).toBeVisible();
    // The screenshot follows: let the entering transition finish (reduced motion makes it instant, one frame).
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  },
};

/** On desktop Ctrl+B collapses the sidebar to its icon rail and remembers it in the `sidebar:state` cookie. */
export const CollapsedWithCtrlB: Story = {
  parameters: shell({ path: '/' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = await canvas.findByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(await canvas.findByText('© 2025 Academy. Tout dwa rezève.')).toBeVisible();
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(await canvas.findByTestId('sidebar-toggle')).toHaveAttribute('aria-expanded', 'false');
    await expect(readSidebarCookie(document.cookie)).toBe(false);
    await waitFor(() => expect(sidebar.getBoundingClientRect().width).toBe(48));
    await expect(within(sidebar).getByRole('link', { name: 'Akèy' })).toBeVisible();
    await expect(canvas.queryByText('© 2025 Academy. Tout dwa rezève.')).toBeNull();
  },
};
