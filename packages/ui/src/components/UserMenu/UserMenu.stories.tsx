import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu } from './UserMenu.tsx';

const meta = {
  title: 'Shell/UserMenu',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: UserMenu,
  args: {
    name: 'Jean Pierre',
    email: 'jean@example.com',
    planLabel: 'Lifetime Access',
    planVariant: 'premium',
    onAcceptNoticesChange: fn(),
    onDarkModeChange: fn(),
    items: [
      { id: 'profile', label: 'Profile', href: '/profile' },
      { id: 'signout', label: 'Sign out', onAction: fn() },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** SPEC 2 defaults: Accept Notices on, Dark Mode off; the switches report changes; choosing an item closes the menu. */
export const Open: Story = {
  parameters: { visual: 'viewport' },
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const dialog = await body.findByRole('dialog', { name: 'Account menu' });
    await expect(within(dialog).getByText('Lifetime Access')).toBeVisible();
    const notices = within(dialog).getByRole('switch', { name: 'Accept Notices' });
    const dark = within(dialog).getByRole('switch', { name: 'Dark Mode' });
    await expect(notices).toBeChecked();
    await expect(dark).not.toBeChecked();
    await userEvent.click(dark);
    await expect(args.onDarkModeChange).toHaveBeenCalledWith(true);
    await userEvent.click(within(dialog).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** The name beside the avatar is part of the trigger's accessible name (WCAG 2.5.3 Label in Name). */
export const WithName: Story = {
  args: { showName: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Jean Pierre, Account menu' })).toHaveTextContent('Jean Pierre');
  },
};

/** Without a photo the avatar shows initials. */
export const Initials: Story = {
  parameters: { visual: 'viewport' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const dialog = await within(canvas.getByRole('button').ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('img', { name: 'Jean Pierre' })).toHaveTextContent('JP');
  },
};
