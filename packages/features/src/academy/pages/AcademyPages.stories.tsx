import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import {
  ACADEMY_BACKEND_URL,
  catalogueCourses,
  certificate,
  courseCatalogue,
  courseLessons,
  lessonCatalog,
  verifyCertificate,
} from '../../../../../mocks/fixtures/academy.ts';
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
  parameters: { state: { signedIn: true, path: '/academy' }, msw: [courseCatalogue(catalogueCourses)] },
} satisfies Meta<typeof AcademyCatalogue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CatalogueLocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The database's courses in staff's order (issue 33); the draft is never listed.
    await expect(await canvas.findByText('Jwèt avèk IA')).toBeVisible();
    await expect([...canvasElement.querySelectorAll('[data-course]')].map((card) => card.getAttribute('data-course'))).toEqual([
      'coder-ai',
      'gps-digital',
      'game-ai',
      'mobile-ai',
    ]);
    await expect(canvasElement.querySelectorAll('[data-course][data-locked]')).toHaveLength(2);
    // An announced course shows the month staff set; one without a month shows none.
    await expect(canvas.getByText('Planifye pou fevriye 2027')).toBeVisible();
    await expect(canvas.getAllByText(/^Planifye pou/)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Devlopman Jwèt' }));
    await expect(canvasElement.querySelectorAll('[data-course]')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Devlopman Jwèt' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const CatalogueSubscriber: Story = {
  parameters: { state: { signedIn: true, subscribed: true, path: '/academy' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('AI Coder')).toBeVisible();
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
  parameters: { state: { signedIn: false, path: '/' }, msw: [courseCatalogue(catalogueCourses), lessonCatalog(courseLessons)] },
  play: async ({ canvasElement }) => {
    // The academy card lists the database's courses in staff's order (issue 33).
    await expect(await within(canvasElement).findByRole('link', { name: 'Jwèt avèk IA' })).toHaveAttribute('href', '/academy/game-ai');
    // The sample lessons are the first course's first free lessons, from the database (issue 39.15), not the premium one.
    const samples = within(canvasElement.querySelector<HTMLElement>('[aria-labelledby="home-lessons"]')!);
    await expect(await samples.findByRole('heading', { name: 'Set up your AI coding environment' })).toBeVisible();
    await expect(samples.getByRole('heading', { name: 'Build your first app' })).toBeVisible();
    await expect(samples.queryByRole('heading', { name: 'Ship it to production' })).toBeNull();
    await expect(samples.getAllByRole('button', { name: 'Kòmanse' })).toHaveLength(3);
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

/**
 * Issue 39.3: its owner may correct a printed name they did not choose, once; the verification line then says when the
 * name was corrected.
 */
let corrected: string | null = null;
export const CertificateCorrectedOnce: Story = {
  render: () => <CertificatePage />,
  parameters: {
    state: { signedIn: true, path: '/certificates/6f1c2a8e-3b7d-4c55-9a0e-2d4f8b1c7e90', routePath: '/certificates/:id' },
    msw: [
      http.post(`${ACADEMY_BACKEND_URL}/rest/v1/rpc/verify_certificate`, () =>
        HttpResponse.json([
          {
            certificate_id: certificate.id,
            learner_name: corrected ?? 'Elèv 4821',
            course_title: certificate.course_title,
            issued_at: certificate.issued_at,
            name_corrected_at: corrected ? '2026-11-28T10:00:00Z' : null,
            may_correct_name: corrected === null,
          },
        ]),
      ),
      http.post(`${ACADEMY_BACKEND_URL}/rest/v1/rpc/correct_certificate_name`, async ({ request }) => {
        corrected = ((await request.json()) as { printed_name: string }).printed_name;
        return HttpResponse.json({ ...certificate, learner_name: corrected });
      }),
    ],
    visual: false,
  },
  play: async ({ canvasElement }) => {
    corrected = null;
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Elèv 4821')).toBeVisible();
    await expect(canvas.getByText('Se pa ou ki te chwazi non sa a: ou ka korije l yon sèl fwa.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Korije non an' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Korije non ki sou sètifika a' }));
    const field = dialog.getByLabelText(/Non konplè/);
    await expect(field).toHaveValue('Elèv 4821');
    await userEvent.clear(field);
    await userEvent.type(field, 'Marie Joseph');
    await userEvent.click(dialog.getByRole('button', { name: 'Korije non an' }));
    await expect(await canvas.findByText('Marie Joseph')).toBeVisible();
    await expect(await canvas.findByTestId('certificate-name-note')).toHaveTextContent(
      'Non an te korije pa moun ki resevwa l la le 28 novanm 2026',
    );
    await expect(canvas.queryByRole('button', { name: 'Korije non an' })).toBeNull();
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

/** While the certificate is being verified: a spinner that says so. */
export const CertificateLoading: Story = {
  render: () => <CertificatePage />,
  parameters: {
    state: { signedIn: false, path: '/certificates/6f1c2a8e-3b7d-4c55-9a0e-2d4f8b1c7e90', routePath: '/certificates/:id' },
    msw: [verifyCertificate('pending')],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nap verifye sètifika a...' })).toBeVisible();
  },
};

/** The verification failed (the database unavailable): the page says it found nothing and offers to try again. */
export const CertificateError: Story = {
  render: () => <CertificatePage />,
  parameters: {
    state: { signedIn: false, path: '/certificates/6f1c2a8e-3b7d-4c55-9a0e-2d4f8b1c7e90', routePath: '/certificates/:id' },
    msw: [verifyCertificate('error')],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Eseye ankò' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Nou pa jwenn okenn sètifika ak nimewo sa a.' })).toBeVisible();
  },
};
