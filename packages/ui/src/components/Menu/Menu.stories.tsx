import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from './Menu.tsx';

const onAction = fn();

const meta = {
  title: 'Primitives/Menu',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: Menu,
  parameters: { visual: 'viewport' },
  render: () => (
    <MenuTrigger>
      <Button variant="outline">Actions</Button>
      <Menu aria-label="Topic actions" onAction={onAction}>
        <MenuItem id="edit">Edit</MenuItem>
        <MenuItem id="hide">Hide</MenuItem>
        <MenuSeparator />
        <MenuItem id="delete">Delete</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter opens it with focus on the first item; arrows move; Enter activates and closes. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(menu).toHaveAttribute('aria-label', 'Topic actions');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onAction.mock.calls[0]?.[0]).toBe('hide');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

/** Open from the keyboard, focus on the first item (screenshot of the whole viewport, light and dark). */
export const Open: Story = {
  parameters: { visual: 'viewport' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
  },
};
