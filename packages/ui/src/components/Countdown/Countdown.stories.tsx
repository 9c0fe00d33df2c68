import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Countdown } from './Countdown.tsx';

const TARGET = Date.parse('2025-05-02T20:00:00-04:00');
const labels = { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' };

/** A clock that starts `msBefore` the target and then runs at real speed. */
function fakeClock(msBefore: number) {
  const startedAt = Date.now();
  return () => TARGET - msBefore + (Date.now() - startedAt);
}

const meta = {
  title: 'Product/Countdown',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: Countdown,
  args: { target: TARGET, labels, endedLabel: 'Offer Ended', endedAction: <Button href="/plans">Enter now</Button> },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  args: { now: () => TARGET - ((3 * 24 + 5) * 3600 + 7 * 60 + 9) * 1000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('03')).toBeVisible();
    await expect(canvas.getByText('09')).toBeVisible();
    await expect(canvas.queryByText('Offer Ended')).toBeNull();
  },
};

/** Two seconds before the end on a fake clock: it ticks down and then shows 'Offer Ended' with enter-now. */
export const ReachesOfferEnded: Story = {
  render: (args) => <Countdown {...args} now={fakeClock(2000)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Seconds')).toBeVisible();
    await expect(await canvas.findByText('Offer Ended', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Enter now' })).toHaveAttribute('href', '/plans');
  },
};

export const Ended: Story = {
  args: { now: () => TARGET + 1000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Offer Ended');
  },
};
