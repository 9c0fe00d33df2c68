import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { authError, authSession, learner, restError, restRows } from '../../../../mocks/supabase/index.ts';
import { installStoryBackend, withAccountFrame } from '../shell/storyFrame.tsx';
import { SignInPage } from './SignInPage.tsx';

installStoryBackend();

const meta = {
  title: 'Accounts/SignInPage',
  component: SignInPage,
  decorators: [withAccountFrame],
  // axe looks at the story itself, not at what the test runner adds around it; only the untouched screen is
  // compared with a screenshot (typing leaves a blinking caret and focus rings that never settle).
  parameters: {
    account: { path: '/signin' },
    msw: [...authSession(), ...restRows('user_profiles', [{ id: learner.id, role: 'student' }])],
    a11y: { context: '[data-visual-root]' },
    visual: 'viewport',
  },
} satisfies Meta<typeof SignInPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, password = 'Academy2025') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Imèl'), 'learner@academy.ht');
  await userEvent.type(canvas.getByLabelText('Modpas'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Konekte' }));
  return canvas;
}

export const Default: Story = { parameters: { visual: true } };

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Konekte' }));
    await expect(await canvas.findByText('Ou dwe antre imèl ou.')).toBeVisible();
    await expect(canvas.getByText('Ou dwe antre modpas ou.')).toBeVisible();
  },
};

export const LearnerGoesToPlans: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByText('success: Login realizado com sucesso!')).toBeInTheDocument();
    await expect(await canvas.findByText('path: /plans')).toBeInTheDocument();
  },
};

export const StaffGoesToDashboard: Story = {
  parameters: { msw: [...authSession(), ...restRows('user_profiles', [{ id: learner.id, role: ' Master ' }])] },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByText('path: /dashboard')).toBeInTheDocument();
  },
};

export const RoleLookupFails: Story = {
  parameters: { msw: [...authSession(), ...restError('user_profiles', 'permission denied', '42501', 403)] },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByText('path: /plans')).toBeInTheDocument();
  },
};

export const WrongPassword: Story = {
  parameters: { msw: authError('token', 'Invalid login credentials', 400, 'invalid_credentials') },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'wrong');
    await expect(await canvas.findByText('error: Email ou senha inválidos')).toBeInTheDocument();
    await expect(canvas.getByText('path: /signin')).toBeInTheDocument();
  },
};

export const ServiceFailure: Story = {
  parameters: { msw: authError('token', 'Internal error', 500, 'unexpected_failure') },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByText('error: Ocorreu um erro ao fazer login')).toBeInTheDocument();
  },
};
