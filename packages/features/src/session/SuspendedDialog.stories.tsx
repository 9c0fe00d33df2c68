import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SuspendedDialog } from './SuspendedDialog.tsx';

// Issue 39.8: what a banned member reads (SuspendedNotice shows it when the server answers user_banned).
const meta = {
  title: 'Session/SuspendedDialog',
  component: SuspendedDialog,
  args: { contactEmail: 'kontak@academy.example', onClose: fn() },
  parameters: { visual: 'viewport' },
} satisfies Meta<typeof SuspendedDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With the academy's address (CONTACT_EMAIL): a mail link; 'Mwen konprann' closes it. */
export const WithAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Kont ou sispann' });
    await expect(within(dialog).getByRole('link', { name: 'kontak@academy.example' })).toHaveAttribute(
      'href',
      'mailto:kontak@academy.example',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mwen konprann' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** No address configured: how to reach the academy all the same. */
export const WithoutAddress: Story = {
  args: { contactEmail: null },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Kont ou sispann' });
    await expect(dialog).toHaveTextContent('reponn youn nan imèl akademi an te voye ba ou');
  },
};

/** On a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Kont ou sispann' });
  },
};
