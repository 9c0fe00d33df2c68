import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Link, linkVariants } from './Link.tsx';

const meta = {
  title: 'Primitives/Link',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: Link,
  args: { href: '/community', children: 'Community' },
  argTypes: { variant: { control: 'select', options: linkVariants } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus shows the ring; routing goes through react-aria's RouterProvider. */
export const Inline: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Community' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Subtle: Story = { args: { variant: 'subtle' } };
