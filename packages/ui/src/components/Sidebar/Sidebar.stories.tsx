import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BookIcon, HomeIcon, MailIcon, SparklesIcon, StarIcon, UsersIcon, WrenchIcon } from '../../icons/Icon.tsx';
import { Sidebar, SidebarInset, SidebarTrigger } from './Sidebar.tsx';
import { SidebarProvider } from './SidebarContext.tsx';
import { SIDEBAR_COOKIE_NAME, readSidebarCookie, type SidebarItem } from './sidebarRules.ts';

// The navigation of SPEC 2, as the app passes it (labels come from the app's catalogs).
const items: SidebarItem[] = [
  { label: 'Home', path: '/', icon: <HomeIcon /> },
  { label: 'AI Prompts', path: '/prompts', icon: <SparklesIcon /> },
  { label: 'All-Access', path: '/all-access', icon: <StarIcon />, badge: 'Premium' },
  {
    label: 'Academy',
    path: '/academy',
    icon: <BookIcon />,
    defaultOpen: true,
    children: [
      { label: 'AI Coder', path: '/academy/coder-ai' },
      { label: 'Automation', path: '/academy/automation' },
      { label: 'GPS Digital', path: '/academy/gps-digital' },
    ],
  },
  { label: 'Community', path: '/community', icon: <UsersIcon /> },
  { label: 'Tools', path: '/tools', icon: <WrenchIcon /> },
  { label: 'Newsletter', path: '/newsletter', icon: <MailIcon /> },
];

function clearCookie() {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`;
}

const meta = {
  title: 'Shell/Sidebar',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: Sidebar,
  args: {
    items,
    currentPath: '/academy/automation',
    onNavigate: fn(),
    header: <strong>Academy</strong>,
    footer: '© 2025 Academy',
  },
  beforeEach: () => {
    clearCookie();
    return clearCookie;
  },
  render: (args) => (
    <SidebarProvider>
      <Sidebar {...args} />
      <SidebarInset>
        <div style={{ padding: 16 }}>
          <SidebarTrigger />
        </div>
      </SidebarInset>
    </SidebarProvider>
  ),
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Parent highlighted on prefix (Academy), leaf on exact match (Automation); the Academy group is open. */
export const Expanded: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    const academy = within(nav).getByRole('link', { name: 'Academy' });
    await expect(academy).toHaveAttribute('data-active', 'true');
    await expect(within(nav).getByRole('link', { name: 'Automation' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'AI Coder' })).toHaveAttribute('data-active', 'false');
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('data-active', 'false');
    await expect(within(nav).getByText('Premium')).toBeVisible();
  },
};

/** Ctrl+B collapses to the 3rem rail and writes `sidebar:state=false`; Cmd+B expands again. */
export const KeyboardShortcut: Story = {
  play: async ({ canvas }) => {
    const aside = canvas.getByTestId('sidebar');
    await expect(aside).toHaveAttribute('data-state', 'expanded');
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(aside).toHaveAttribute('data-state', 'collapsed');
    await expect(readSidebarCookie(document.cookie)).toBe(false);
    await waitFor(() => expect(aside.getBoundingClientRect().width).toBe(48));
    await userEvent.keyboard('{Meta>}b{/Meta}');
    await expect(aside).toHaveAttribute('data-state', 'expanded');
    await expect(readSidebarCookie(document.cookie)).toBe(true);
    await waitFor(() => expect(aside.getBoundingClientRect().width).toBe(256));
  },
};

/** The icon rail: links keep their names and show tooltips at once. */
export const Collapsed: Story = {
  beforeEach: () => {
    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`;
    return clearCookie;
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('sidebar').getBoundingClientRect().width).toBe(48);
    await userEvent.tab();
    const home = canvas.getByRole('link', { name: 'Home' });
    await expect(home).toHaveFocus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Home');
    await expect(canvas.queryByRole('link', { name: 'AI Coder' })).toBeNull();
  },
};

/** The Academy group closes and opens with its toggle button. */
export const GroupToggle: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Academy' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'AI Coder' })).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('link', { name: 'AI Coder' })).toBeVisible();
  },
};

/** Below 768 px: the trigger opens an off-canvas drawer (inside the sidebar's host, which says `data-open`); pressing a link closes it. */
export const MobileDrawer: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const host = canvas.getByTestId('sidebar');
    await expect(host).toHaveAttribute('data-open', 'false');
    await expect(body.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle sidebar' }));
    // The drawer's code loads on the first phone render, so it may still be arriving when the toggle is pressed.
    const drawer = await body.findByRole('dialog', { name: 'Main navigation' });
    await waitFor(() => expect(drawer).toBeVisible());
    await expect(host).toHaveAttribute('data-open', 'true');
    await expect(host).toContainElement(drawer);
    await userEvent.click(within(drawer).getByRole('link', { name: 'Tools' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/tools');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(host).toHaveAttribute('data-open', 'false');
  },
};
