import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeVariants } from './Badge.tsx';

const meta = {
  title: 'Primitives/Badge',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: Badge,
  args: { children: 'Premium', variant: 'premium' },
  argTypes: { variant: { control: 'select', options: badgeVariants } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Premium: Story = {};

/** Every variant keeps readable contrast in both themes (axe checks it). */
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeVariants.map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/./)).toHaveLength(badgeVariants.length);
  },
};
