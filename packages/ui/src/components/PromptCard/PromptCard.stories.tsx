import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PromptCard } from './PromptCard.tsx';

const meta = {
  title: 'Product/PromptCard',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: PromptCard,
  args: {
    title: 'Supabase auth setup',
    text: 'Create a Supabase client with the project URL and the publishable key, then wire email sign-in with a password field that can be shown or hidden.',
    typeLabel: 'Setup',
    category: 'Auth',
    authorLabel: 'By Ana',
    locked: false,
    copyLabel: 'Copy',
    onCopy: fn(),
    premiumLabel: 'Premium',
    premiumTooltip: 'This prompt requires a paid subscription',
    premiumHref: '/plans',
    lockedLabel: 'This content is for subscribers.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PromptCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unlocked: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy: Supabase auth setup' }));
    await expect(args.onCopy).toHaveBeenCalledOnce();
  },
};

/** A premium prompt for a reader without a subscription: no text, a Premium link to the plans with a tooltip. */
export const Locked: Story = {
  args: { locked: true, text: null, typeLabel: 'Feature', category: 'Backend', title: 'Backend pagination' },
  play: async ({ canvas, canvasElement }) => {
    const premium = canvas.getByRole('link', { name: /Premium/ });
    await expect(premium).toHaveAttribute('href', '/plans');
    await expect(canvas.queryByRole('button', { name: /Copy/ })).toBeNull();
    // Keyboard focus opens the tooltip at once (the link is the card's only focusable element).
    await userEvent.tab();
    await expect(premium).toHaveFocus();
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent(
      'This prompt requires a paid subscription',
    );
  },
};
