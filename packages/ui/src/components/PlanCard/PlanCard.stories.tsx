import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlanCard, PlanCardGroup } from './PlanCard.tsx';

const monthly = {
  value: 'monthly',
  name: 'Monthly',
  price: '$47.90',
  period: '/ month',
  description: 'Full access, billed every month.',
  features: ['All courses', 'AI prompts library', 'Community forum', 'New lessons every week'],
};
const yearly = {
  value: 'yearly',
  name: 'Yearly',
  price: '$338.50',
  period: '/ year',
  description: 'Full access, billed once a year.',
  features: ['Everything in Monthly', 'Two live reviews', 'Priority support', 'Early access'],
  popular: true,
  badges: [
    { label: 'Popular', variant: 'premium' as const },
    { label: 'Best value', variant: 'success' as const },
    { label: '40% OFF', variant: 'danger' as const },
  ],
};

function Plans({
  initial = null,
  onChange,
  isDisabled,
}: {
  initial?: string | null;
  onChange?: (value: string) => void;
  isDisabled?: boolean;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <PlanCardGroup
      label="Choose your plan"
      value={value}
      isDisabled={isDisabled}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    >
      <PlanCard {...monthly} />
      <PlanCard {...yearly} />
    </PlanCardGroup>
  );
}

const meta = {
  title: 'Product/PlanCard',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: Plans,
  args: { onChange: fn() },
} satisfies Meta<typeof Plans>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^Monthly/ })).not.toBeChecked();
    await userEvent.click(canvas.getByText('Monthly'));
    await expect(canvas.getByRole('radio', { name: /^Monthly/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('monthly');
  },
};

/** The current tier preselects its plan (SPEC 2); the popular plan carries its badges. */
export const CurrentYearly: Story = {
  args: { initial: 'yearly' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^Yearly/ })).toBeChecked();
    await expect(canvas.getByText('40% OFF')).toBeVisible();
    await expect(canvas.getByText('Best value')).toBeVisible();
  },
};

export const KeyboardChoice: Story = {
  args: { initial: 'monthly' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /^Yearly/ })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /^Monthly/ })).toBeDisabled();
  },
};
