import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog } from './Dialog.tsx';

const meta = {
  title: 'Primitives/Dialog',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: Dialog,
  args: {
    title: 'New topic',
    trigger: <Button>Open dialog</Button>,
    children: <p>Dialog content goes here.</p>,
  },
  // The modal is portalled to <body>: the whole viewport is compared, overlay included.
  parameters: { visual: 'viewport' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger, is named by its title, closes with the close button and returns focus. */
export const OpenAndClose: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'New topic' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const Controlled: Story = {
  args: { trigger: undefined, isOpen: true, closeLabel: 'Fèmen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Fèmen' })).toBeVisible();
  },
};

/** Open, as a person sees it: the modal over its backdrop (screenshot of the whole viewport, light and dark). */
export const Open: Story = {
  parameters: { visual: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'New topic' })).toBeVisible();
  },
};
