import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, CardDescription, CardTitle, cardTones } from './Card.tsx';

const meta = {
  title: 'Primitives/Card',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: Card,
  args: { tone: 'default', padding: 'md' },
  argTypes: { tone: { control: 'select', options: cardTones } },
  render: (args) => (
    <Card {...args} style={{ maxInlineSize: 360 }}>
      <CardTitle>AI Coder</CardTitle>
      <CardDescription>Build apps with AI assistants in 90 days.</CardDescription>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Completed: Story = { args: { tone: 'success' } };
export const Locked: Story = { args: { tone: 'danger' } };

/** asChild renders the card as the given element (here an <article>). */
export const AsArticle: Story = {
  render: (args) => (
    <Card {...args} asChild>
      <article aria-label="Lesson">
        <CardTitle>Lesson 1</CardTitle>
      </article>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Lesson' })).toBeVisible();
  },
};
