import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CertificateView } from './CertificateView.tsx';

const meta = {
  title: 'Product/CertificateView',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: CertificateView,
  args: {
    heading: 'Certificate of Completion',
    awardedToText: 'This certifies that',
    learnerName: 'Marie Joseph',
    completedText: 'has completed the course',
    courseTitle: 'AI Coder',
    issuedText: 'Issued on Nov 22, 2026',
    verificationIdLabel: 'Verification ID',
    verificationId: '6f1c2a8e-3b7d-4c55-9a0e-2d4f8b1c7e90',
    verifyText: 'Anyone can verify it at https://academy.example/certificates/6f1c2a8e-3b7d-4c55-9a0e-2d4f8b1c7e90',
    verifiedLabel: 'Valid certificate',
    printLabel: 'Print or save as PDF',
    onPrint: fn(),
  },
} satisfies Meta<typeof CertificateView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Completed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Certificate of Completion' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Print or save as PDF' }));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};

/** What a visitor verifying someone else's certificate sees: no print action. */
export const PublicVerification: Story = { args: { printLabel: undefined } };
