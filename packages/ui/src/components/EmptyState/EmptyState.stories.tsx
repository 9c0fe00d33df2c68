import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Primitives/EmptyState',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: EmptyState,
  args: { title: 'No prompts found', description: 'Try another search or clear the filters.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No prompts found' })).toBeVisible();
  },
};

export const WithAction: Story = { args: { action: <Button variant="outline">Clear filters</Button> } };
