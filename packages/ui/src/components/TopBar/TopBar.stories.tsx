import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { SidebarProvider, SidebarInset } from '../Sidebar/index.ts';
import { SidebarTrigger } from '../Sidebar/Sidebar.tsx';
import { UserMenu } from '../UserMenu/UserMenu.tsx';
import { TopBar, TopBarBanner } from './TopBar.tsx';

const meta = {
  title: 'Shell/TopBar',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: TopBar,
  args: {
    banner: <TopBarBanner>Presale is now Live! Get Lifetime Access @ 35% OFF</TopBarBanner>,
    sidebarToggle: <SidebarTrigger />,
    end: <UserMenu name="Jean Pierre" email="jean@example.com" planLabel="Free Plan" />,
  },
  render: (args) => (
    <SidebarProvider>
      <SidebarInset>
        <TopBar {...args} />
      </SidebarInset>
    </SidebarProvider>
  ),
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: banner and user menu; the sidebar toggle is hidden (the sidebar has its own). */
export const SignedIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Presale is now Live! Get Lifetime Access @ 35% OFF')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Toggle sidebar' })).toBeNull();
  },
};

export const SignedOut: Story = {
  args: {
    end: (
      <>
        <Button variant="ghost" href="/auth">
          Sign in
        </Button>
        <Button href="/auth?mode=signup">Sign up</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  },
};

/** Below 768 px the sidebar toggle appears at the start of the bar. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Toggle sidebar' })).toBeVisible();
  },
};
