import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { authError, authUrl, learner, restRows, sessionBody, signUpSucceeds } from '../../../../mocks/supabase/index.ts';
import { installStoryBackend, withAccountFrame } from '../shell/storyFrame.tsx';
import { SignUpPage } from './SignUpPage.tsx';

installStoryBackend();

const meta = {
  title: 'Accounts/SignUpPage',
  component: SignUpPage,
  decorators: [withAccountFrame],
  // axe looks at the story itself, not at what the test runner adds around it; only the untouched screen is
  // compared with a screenshot (typing leaves a blinking caret and focus rings that never settle).
  parameters: {
    account: { path: '/signup' },
    msw: [...signUpSucceeds(), ...restRows('user_profiles', [{ id: learner.id, role: 'student' }])],
    a11y: { context: '[data-visual-root]' },
    visual: 'viewport',
  },
} satisfies Meta<typeof SignUpPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function signUp(canvasElement: HTMLElement, password: string, confirmation = password) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Imèl'), 'new@academy.ht');
  await userEvent.type(canvas.getByLabelText('Modpas'), password);
  await userEvent.type(canvas.getByLabelText('Konfime modpas la'), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Enskri' }));
  return canvas;
}

export const Default: Story = { parameters: { visual: true } };

export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signUp(canvasElement, 'Academy2025', 'Academy2026');
    await expect(await canvas.findByText('As senhas não coincidem')).toBeVisible();
  },
};

export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signUp(canvasElement, 'academy');
    await expect(await canvas.findByText('A senha não atende aos requisitos mínimos')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 8 characters long')).toBeVisible();
    // Each rule's line says whether 'academy' meets it: only the lowercase one.
    const met = (message: string) => canvas.getByText(message).closest('li')?.getAttribute('data-met');
    await expect(met('Password must contain at least one lowercase letter')).toBe('true');
    await expect(met('Password must contain at least one uppercase letter')).toBe('false');
    await expect(met('Password must contain at least one number')).toBe('false');
    await expect(met('Password must be at least 8 characters long')).toBe('false');
  },
};

export const EmailTaken: Story = {
  parameters: { msw: authError('signup', 'User already registered', 422, 'user_already_exists') },
  play: async ({ canvasElement }) => {
    const canvas = await signUp(canvasElement, 'Academy2025');
    await expect(await canvas.findByText('error: Este email já está em uso')).toBeInTheDocument();
  },
};

/** Any other refusal of the auth service (here its 500) says 'Ocorreu um erro ao criar a conta' (SPEC 8). */
export const SignUpFails: Story = {
  parameters: {
    msw: authError('signup', 'Database error saving new user', 500, 'unexpected_failure'),
    // A behaviour (the toast listed by the frame); EmailTaken shows the screen after a refusal.
    visual: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = await signUp(canvasElement, 'Academy2025');
    await expect(await canvas.findByText('error: Ocorreu um erro ao criar a conta')).toBeInTheDocument();
    await expect(canvas.queryByText('error: Este email já está em uso')).toBeNull();
    await expect(canvas.getByText('path: /signup')).toBeInTheDocument();
  },
};

export const Created: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signUp(canvasElement, 'Academy2025');
    await expect(await canvas.findByText('success: Conta criada com sucesso!')).toBeInTheDocument();
    await expect(await canvas.findByText('path: /plans')).toBeInTheDocument();
  },
};

/** The name other members see is asked here (issue 39.4): it goes with the account as full_name, in the page's language. */
let signUpData: Record<string, unknown> | null = null;
export const WithName: Story = {
  parameters: {
    msw: [
      http.post(authUrl('signup'), async ({ request }) => {
        signUpData = ((await request.json()) as { data?: Record<string, unknown> }).data ?? null;
        return HttpResponse.json(sessionBody(learner));
      }),
      ...restRows('user_profiles', [{ id: learner.id, role: 'student' }]),
    ],
  },
  play: async ({ canvasElement }) => {
    signUpData = null;
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/pa janm imèl ou/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Non ou (opsyonèl)'), 'Wozlin Pyè');
    await signUp(canvasElement, 'Academy2025');
    await expect(await canvas.findByText('success: Conta criada com sucesso!')).toBeInTheDocument();
    await expect(signUpData).toEqual({ locale: 'ht', full_name: 'Wozlin Pyè' });
  },
};

/** An address is never a name: the form says so and sends nothing. */
export const NameIsAnEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Non ou (opsyonèl)'), 'new@academy.ht');
    await signUp(canvasElement, 'Academy2025');
    await expect(await canvas.findByText('Ekri yon non (2 a 60 karaktè, pa yon imèl).')).toBeVisible();
    await expect(canvas.queryByText('success: Conta criada com sucesso!')).toBeNull();
  },
};
