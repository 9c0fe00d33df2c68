import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { authError, authSession, learner, restRows } from '../../../../mocks/supabase/index.ts';
import { installStoryBackend, signInStoryClient, withAccountFrame } from '../shell/storyFrame.tsx';
import { UpdatePasswordPage } from './UpdatePasswordPage.tsx';

installStoryBackend();

const meta = {
  title: 'Accounts/UpdatePasswordPage',
  component: UpdatePasswordPage,
  decorators: [withAccountFrame],
  // axe looks at the story itself, not at what the test runner adds around it; only untouched screens get screenshots.
  parameters: {
    account: { path: '/update-password', user: learner },
    msw: [...authSession(), ...restRows('user_profiles', [{ id: learner.id, role: 'student' }])],
    a11y: { context: '[data-visual-root]' },
    visual: 'viewport',
  },
} satisfies Meta<typeof UpdatePasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement, password: string, confirmation = password) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Nouvo modpas'), password);
  await userEvent.type(canvas.getByLabelText('Konfime modpas la'), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Mete modpas la ajou' }));
  return canvas;
}

/** The reset link opened a session: the form. */
export const Form: Story = { parameters: { visual: true } };

/** A used or expired link leaves no session: the page offers a new link. */
export const InvalidLink: Story = { parameters: { account: { path: '/update-password', user: null }, visual: true } };

export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    await signInStoryClient(learner);
    const canvas = await choose(canvasElement, 'Academy2025', 'Academy2024');
    await expect(await canvas.findByText('As senhas não coincidem')).toBeVisible();
  },
};

export const Updated: Story = {
  play: async ({ canvasElement }) => {
    await signInStoryClient(learner);
    const canvas = await choose(canvasElement, 'Academy2025');
    await expect(await canvas.findByText('success: Modpas ou chanje. Ou konekte.')).toBeInTheDocument();
    await expect(await canvas.findByText('path: /plans')).toBeInTheDocument();
  },
};

export const ServiceRefuses: Story = {
  parameters: {
    msw: [...authError('user', 'New password should be different from the old password.', 422, 'same_password'), ...authSession()],
  },
  play: async ({ canvasElement }) => {
    await signInStoryClient(learner);
    const canvas = await choose(canvasElement, 'Academy2025');
    await expect(await canvas.findByText('error: Nou pa t kapab chanje modpas la. Eseye ankò.')).toBeInTheDocument();
  },
};
