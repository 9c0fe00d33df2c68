import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { delay, http } from 'msw';
import { functionJson, functionPending, functionUnreachable, restError, restRows, restUrl } from '../../../../mocks/supabase/index.ts';
import { installStoryBackend, withAccountFrame } from '../shell/storyFrame.tsx';
import { NewsletterPage } from './NewsletterPage.tsx';

installStoryBackend();

// The table as the page's query meets it: sent newsletters and a draft, which the query's status filter leaves out.
const sent = [
  {
    id: '50000000-0000-4000-8000-000000000004',
    title: 'Semèn 4: Bouyon',
    body: 'Poko fini.',
    is_html: false,
    image_url: null,
    status: 'draft',
    sent_at: null,
    created_at: '2026-11-21T10:00:00Z',
  },
  {
    id: '50000000-0000-4000-8000-000000000003',
    title: 'Semèn 3: Pibliye',
    body: 'Pibliye premye app ou semèn sa a.',
    is_html: false,
    image_url: null,
    status: 'sent',
    sent_at: '2026-11-20T10:00:00Z',
    created_at: '2026-11-19T10:00:00Z',
  },
  {
    id: '50000000-0000-4000-8000-000000000002',
    title: 'Semèn 2: Prompts',
    body: '<p>Prompts ki <b>mache</b>.</p>',
    is_html: true,
    image_url: null,
    status: 'sent',
    sent_at: '2026-11-13T10:00:00Z',
    created_at: '2026-11-12T10:00:00Z',
  },
];

const meta = {
  title: 'Content/NewsletterPage',
  component: NewsletterPage,
  decorators: [withAccountFrame],
  parameters: {
    account: { path: '/newsletter' },
    msw: [...restRows('newsletters', sent), functionJson('newsletter-subscribe', { status: 'check_your_email' }, 202)],
  },
} satisfies Meta<typeof NewsletterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Weekly Newsletter' })).toBeVisible();
    await expect(canvas.getByText('No spam, ever. Unsubscribe anytime.')).toBeVisible();
    await expect(await canvas.findByText('Semèn 3: Pibliye')).toBeVisible();
    await expect(canvas.queryByText('Semèn 4: Bouyon')).toBeNull();
  },
};

/** The sent newsletters have not arrived yet. */
export const Loading: Story = { parameters: { msw: [http.get(restUrl('newsletters'), async () => delay('infinite'))] } };

export const NoUpdates: Story = { parameters: { msw: restRows('newsletters', []) } };
export const UpdatesError: Story = { parameters: { msw: restError('newsletters', 'connection refused') } };

export const Subscribes: Story = {
  parameters: { visual: 'viewport' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Imèl'), 'reader@example.ht');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByText(/Tcheke imèl ou/)).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  parameters: {
    visual: 'viewport',
    msw: [
      ...restRows('newsletters', sent),
      functionJson('newsletter-subscribe', { error: 'A valid email is required', code: 'invalid_email' }, 400),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Imèl'), 'nope');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByText('Antre yon adrès imèl ki valab.')).toBeVisible();
  },
};

/** The subscription is on its way: the button says so and cannot be pressed twice. */
export const Subscribing: Story = {
  parameters: { visual: 'viewport', msw: [...restRows('newsletters', sent), functionPending('newsletter-subscribe')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Imèl'), 'reader@example.ht');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByRole('button', { name: 'Ap voye...' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server could not be reached: the reader is told to try again later, and the address stays typed. */
export const SubscribeFailed: Story = {
  parameters: { visual: 'viewport', msw: [...restRows('newsletters', sent), functionUnreachable('newsletter-subscribe')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Imèl'), 'reader@example.ht');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByText('Nou pa t kapab anrejistre imèl la. Eseye ankò pita.')).toBeVisible();
    await expect(canvas.getByLabelText('Imèl')).toHaveValue('reader@example.ht');
  },
};

export const ReadMore: Story = {
  parameters: { visual: 'viewport' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Read more: Semèn 2: Prompts' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByText('Prompts ki mache.')).toBeVisible();
  },
};

// Four sent newsletters: one more than the page shows at first.
const fourSent = [
  ...sent,
  {
    id: '50000000-0000-4000-8000-000000000001',
    title: 'Semèn 1: Byenveni',
    body: 'Byenveni nan akademi an.',
    is_html: false,
    image_url: null,
    status: 'sent',
    sent_at: '2026-11-06T10:00:00Z',
    created_at: '2026-11-05T10:00:00Z',
  },
  {
    id: '50000000-0000-4000-8000-000000000005',
    title: 'Semèn 5: Otomatizasyon',
    body: 'Otomatize travay ou yo.',
    is_html: false,
    image_url: null,
    status: 'sent',
    sent_at: '2026-11-27T10:00:00Z',
    created_at: '2026-11-26T10:00:00Z',
  },
];

/** With more sent than the three recent ones, 'View all updates' brings the rest and goes away. */
export const ViewAllUpdates: Story = {
  // A behaviour (the list grows); Data shows the page.
  parameters: {
    msw: [...restRows('newsletters', fourSent), functionJson('newsletter-subscribe', { status: 'check_your_email' }, 202)],
    visual: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Semèn 5: Otomatizasyon')).toBeVisible();
    await expect(canvas.queryByText('Semèn 1: Byenveni')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'View all updates' }));
    await expect(await canvas.findByText('Semèn 1: Byenveni')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'View all updates' })).toBeNull();
  },
};
