import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UsersIcon } from '../../icons/Icon.tsx';
import { StatCard } from './StatCard.tsx';

const meta = {
  title: 'Product/StatCard',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: StatCard,
  args: { label: 'Total Users', value: '1,204', icon: <UsersIcon size={20} /> },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total Users')).toBeVisible();
    await expect(canvas.getByText('1,204')).toBeVisible();
  },
};

/** The dashboard shows 0 while its counts load. */
export const Loading: Story = {
  args: { value: '0', isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const WithoutIcon: Story = { args: { icon: undefined, label: 'Paid Users', value: '87' } };

export const LongValue: Story = { args: { label: 'Total Videos', value: '123,456,789' } };
