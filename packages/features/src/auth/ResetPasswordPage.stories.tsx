import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { authError, recoverSucceeds } from '../../../../mocks/supabase/index.ts';
import { installStoryBackend, withAccountFrame } from '../shell/storyFrame.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

installStoryBackend();

const meta = {
  title: 'Accounts/ResetPasswordPage',
  component: ResetPasswordPage,
  decorators: [withAccountFrame],
  // axe looks at the story itself, not at what the test runner adds around it; only the untouched screen is
  // compared with a screenshot (typing leaves a blinking caret and focus rings that never settle).
  parameters: { account: { path: '/reset-password' }, msw: recoverSucceeds(), a11y: { context: '[data-visual-root]' }, visual: 'viewport' },
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function request(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Imèl'), 'learner@academy.ht');
  await userEvent.click(canvas.getByRole('button', { name: 'Voye lyen an' }));
  return canvas;
}

export const Default: Story = { parameters: { visual: true } };

export const SentThenTryAgain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await request(canvasElement);
    await expect(await canvas.findByText('success: Email de recuperação enviado com sucesso!')).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Tcheke imèl ou' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Eseye ankò' }));
    await expect(await canvas.findByLabelText('Imèl')).toBeVisible();
  },
};

export const ServiceMessage: Story = {
  parameters: { msw: authError('recover', 'Email rate limit exceeded', 429, 'over_email_send_rate_limit') },
  play: async ({ canvasElement }) => {
    const canvas = await request(canvasElement);
    await expect(await canvas.findByText('error: Email rate limit exceeded')).toBeInTheDocument();
  },
};

/** SPEC 8 (issue 35: a spec message shown where its condition happens): a refusal without a message of its own says 'Ocorreu um erro ao enviar o email de recuperação.'. */
export const ServiceWithoutMessage: Story = {
  // The screen of ServiceMessage with another text: compared there.
  parameters: { msw: authError('recover', ' ', 400, 'unexpected_failure'), visual: false },
  play: async ({ canvasElement }) => {
    const canvas = await request(canvasElement);
    await expect(await canvas.findByText('error: Ocorreu um erro ao enviar o email de recuperação.')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Tcheke imèl ou' })).toBeNull();
  },
};
