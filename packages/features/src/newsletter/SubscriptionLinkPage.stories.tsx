import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, within } from 'storybook/test';
import { functionJson, functionPending, functionUnreachable } from '../../../../mocks/supabase/index.ts';
import { installStoryBackend } from '../shell/storyFrame.tsx';
import { NewsletterConfirmPage, NewsletterUnsubscribePage, NotificationMailsUnsubscribePage } from './SubscriptionLinkPage.tsx';

installStoryBackend();

const token = 'a'.repeat(32);

/** `parameters.url`: the mailed link the page is opened with (query string included); no session is needed. */
const withLink: Decorator = (Story, context) => (
  <MemoryRouter initialEntries={[context.parameters.url as string]}>
    <Story />
  </MemoryRouter>
);

const meta = {
  title: 'Content/NewsletterLinkPages',
  component: NewsletterConfirmPage,
  decorators: [withLink],
  parameters: { visual: 'viewport', url: `/newsletter/confirm?token=${token}` },
} satisfies Meta<typeof NewsletterConfirmPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link of the confirmation mail confirms the subscription, without signing in. */
export const Confirmed: Story = {
  parameters: { msw: [functionJson('newsletter-confirm', { status: 'confirmed' })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Abònman ou konfime!/)).toBeVisible();
  },
};

export const InvalidLink: Story = {
  parameters: { msw: [functionJson('newsletter-confirm', { error: 'invalid', code: 'invalid_token' }, 404)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Lyen sa a pa valab/)).toBeVisible();
  },
};

/** The link in every newsletter unsubscribes, without signing in. */
export const Unsubscribed: Story = {
  render: () => <NewsletterUnsubscribePage />,
  parameters: { url: `/newsletter/unsubscribe?token=${token}`, msw: [functionJson('newsletter-unsubscribe', { status: 'unsubscribed' })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Ou pa abòne ankò/)).toBeVisible();
  },
};

/** The link in every discussion notification mail stops those mails, without signing in. */
export const NotificationMailsStopped: Story = {
  render: () => <NotificationMailsUnsubscribePage />,
  parameters: { url: `/notifications/unsubscribe?token=${token}`, msw: [functionJson('notify-unsubscribe', { status: 'unsubscribed' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Nou p ap voye w imèl ankò/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Imèl diskisyon yo' })).toBeVisible();
  },
};

/** The confirmation is on its way: the page says what it is doing. */
export const Confirming: Story = {
  parameters: { msw: [functionPending('newsletter-confirm')] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/N ap konfime abònman ou/)).toBeVisible();
  },
};

/** The server could not be reached: the reader is told to try again later, not that the link is bad. */
export const ConfirmFailed: Story = {
  parameters: { msw: [functionUnreachable('newsletter-confirm')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Yon erè rive. Eseye ankò pita./)).toBeVisible();
    await expect(canvas.queryByText(/Lyen sa a pa valab/)).toBeNull();
  },
};

export const Unsubscribing: Story = {
  render: () => <NewsletterUnsubscribePage />,
  parameters: { url: `/newsletter/unsubscribe?token=${token}`, msw: [functionPending('newsletter-unsubscribe')] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/N ap retire abònman ou/)).toBeVisible();
  },
};

export const UnsubscribeFailed: Story = {
  render: () => <NewsletterUnsubscribePage />,
  parameters: { url: `/newsletter/unsubscribe?token=${token}`, msw: [functionJson('newsletter-unsubscribe', { error: 'boom' }, 500)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Yon erè rive. Eseye ankò pita./)).toBeVisible();
  },
};
