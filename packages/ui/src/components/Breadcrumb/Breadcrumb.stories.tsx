import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb.tsx';

const meta = {
  title: 'Primitives/Breadcrumb',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Academy', href: '/academy' },
      { label: 'Automation', href: '/academy/automation' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Academy' })).toHaveAttribute('href', '/academy');
    await expect(canvas.getByText('Automation')).toHaveAttribute('aria-current', 'page');
  },
};
