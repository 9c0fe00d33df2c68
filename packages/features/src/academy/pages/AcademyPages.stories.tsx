import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { verifyCertificate } from '../../../../../mocks/fixtures/academy.ts';
import { withAcademyProviders } from '../stories/storyProviders.tsx';
import { AcademyCatalogue } from './AcademyCatalogue.tsx';
import { AutomationCourse } from './AutomationCourse.tsx';
import { CertificatePage } from './CertificatePage.tsx';
import { HomePage } from './HomePage.tsx';

// The other academy screens: catalogue (locked and unlocked premium, filtering), the static automation
// course, the home page, and the public certificate (found, unknown).
const meta = {
  title: 'Academy/Pages',
  component: AcademyCatalogue,
  decorators: [withAcademyProviders],
  parameters: { state: { signedIn: true, path: '/academy' } },
} satisfies Meta<typeof AcademyCatalogue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CatalogueLocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-course]')).toHaveLength(4);
    await expect(canvasElement.querySelectorAll('[data-course][data-locked]')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Devlopman Jwèt' }));
    await expect(canvasElement.querySelectorAll('[data-course]')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Devlopman Jwèt' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const CatalogueSubscriber: Story = {
  parameters: { state: { signedIn: true, subscribed: true, path: '/academy' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-course][data-locked]')).toHaveLength(0);
  },
};

export const Automation: Story = {
  render: () => <AutomationCourse />,
  parameters: { state: { signedIn: false, path: '/academy/automation' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { name: 'Automation Fundamentals' })).toHaveLength(4);
    // Issue 20.9: no dead buttons. The course is premium: Start leads a visitor to the plans.
    const starts = canvas.getAllByRole('link', { name: 'Kòmanse' });
    await expect(starts).toHaveLength(4);
    for (const start of starts) await expect(start).toHaveAttribute('href', '/plans');
    await expect(canvas.getByRole('link', { name: 'Kòmanse Aprann' })).toHaveAttribute('href', '/plans');
  },
};

/** A subscriber: the lessons are not published yet, so no Start buttons that open nothing; the page says when they come. */
export const AutomationSubscriber: Story = {
  render: () => <AutomationCourse />,
  parameters: { state: { signedIn: true, subscribed: true, path: '/academy/automation' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { name: 'Automation Fundamentals' })).toHaveLength(4);
    await expect(canvas.queryAllByRole('button', { name: /Kòmanse/ })).toHaveLength(0);
    await expect(canvas.queryAllByRole('link', { name: /Kòmanse/ })).toHaveLength(0);
    await expect(canvas.getByTestId('automation-upcoming')).toHaveTextContent('Poko gen leson pou kou sa a');
    await expect(canvas.getByRole('link', { name: 'Resevwa nouvèl nan bilten an' })).toHaveAttribute('href', '/newsletter');
  },
};

export const Home: Story = {
  render: () => <HomePage />,
  parameters: { state: { signedIn: false, path: '/' } },
  play: async ({ canvasElement }) => {
    const data = JSON.parse(canvasElement.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
      '@context'?: string;
    };
    await expect(data['@context']).toBe('https://schema.org');
  },
};

export const Certificate: Story = {
  render: () => <CertificatePage />,
  parameters: {
    state: { signedIn: false, path: '/certificates/6f1c2a8e-3b7d-4c55-9a0e-2d4f8b1c7e90', routePath: '/certificates/:id' },
    msw: [verifyCertificate(true)],
    // Not compared: the verification line shows the page's own address, whose port changes from run to run. The
    // certificate's look is compared by @academy/ui's CertificateView stories; the play function checks this page's text.
    visual: false,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Marie Joseph')).toBeVisible();
  },
};

export const CertificateUnknown: Story = {
  render: () => <CertificatePage />,
  parameters: {
    state: { signedIn: false, path: '/certificates/00000000-0000-4000-8000-000000000000', routePath: '/certificates/:id' },
    msw: [verifyCertificate(false)],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nou pa jwenn okenn sètifika ak nimewo sa a.')).toBeVisible();
  },
};
