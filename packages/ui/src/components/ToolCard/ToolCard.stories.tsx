import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ToolCard } from './ToolCard.tsx';

const meta = {
  title: 'Product/ToolCard',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: ToolCard,
  args: {
    name: 'Supabase',
    category: 'Backend',
    description: 'Postgres database with authentication, storage and edge functions.',
    logoUrl: null,
    logoAlt: 'Supabase logo',
    tags: ['Database', 'Auth', 'Storage'],
    url: 'https://supabase.com/',
    visitLabel: 'Visit website',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ToolCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const visit = canvas.getByRole('link', { name: 'Visit website: Supabase' });
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const WithoutLinkOrTags: Story = { args: { url: null, tags: [], description: null } };
