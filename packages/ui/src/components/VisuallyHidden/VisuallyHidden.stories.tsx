import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { XIcon } from '../../icons/Icon.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Primitives/VisuallyHidden',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: VisuallyHidden,
  args: { children: 'Remove filter' },
  render: (args) => (
    <button type="button">
      <XIcon />
      <VisuallyHidden {...args} />
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The icon-only button is still named for screen readers. */
export const IconButtonName: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove filter' })).toBeVisible();
  },
};
