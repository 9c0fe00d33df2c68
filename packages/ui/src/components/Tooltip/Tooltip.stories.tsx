import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Primitives/Tooltip',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: Tooltip,
  args: { content: 'Edit profile', delay: 0, children: <Button variant="outline">Edit</Button> },
  // Tooltips are portalled to <body>: the whole viewport is compared, overlay included.
  parameters: { visual: 'viewport' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

// Hover is not asserted here: react-aria ignores the synthetic pointer events that storybook/test's userEvent sends.
export const Default: Story = {};

/** Keyboard focus opens the tooltip at once and describes the trigger; Escape closes it. */
export const OnKeyboardFocus: Story = {
  args: { delay: 700 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Edit' });
    await expect(button).toHaveFocus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    // It leaves with its exit transition (data-exiting), then is gone.
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull());
  },
};

export const OnLink: Story = {
  args: { children: <Link href="/tools">Tools</Link>, content: 'All tools' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Tools' })).toHaveFocus();
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent('All tools');
  },
};

/** Shown on keyboard focus (screenshot of the whole viewport, light and dark). */
export const Open: Story = {
  args: { delay: 0 },
  parameters: { visual: 'viewport' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent('Edit profile');
  },
};
