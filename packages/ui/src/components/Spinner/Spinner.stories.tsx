import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FullPageSpinner, Spinner } from './Spinner.tsx';

const meta = {
  title: 'Primitives/Spinner',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: Spinner,
  args: { label: 'Loading', size: 'md' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const FullPage: Story = {
  render: () => <FullPageSpinner label="Chargement" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Chargement' })).toBeVisible();
  },
};
