import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select.tsx';
import { SelectPlaceholder } from './SelectPlaceholder.tsx';

const meta = {
  title: 'Primitives/Select',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: Select,
  args: {
    label: 'Level',
    placeholder: 'Choose a level',
    options: [
      { id: 'beginner', label: 'Beginner' },
      { id: 'intermediate', label: 'Intermediate' },
      { id: 'advanced', label: 'Advanced' },
    ],
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

/** Opens with the keyboard, arrows move, Enter chooses. */
export const KeyboardSelection: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('intermediate');
    const trigger = canvas.getByRole('button', { name: /Intermediate/ });
    await expect(trigger).toBeVisible();
    // The screenshot follows the play function: wait for the end state it shows, so it never catches the popover
    // still closing over the field or the focus ring before focus has come back (2 of 10 runs did).
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await waitFor(() => expect(trigger).toHaveAttribute('data-focus-visible', 'true'));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  },
};

/** The listbox open over the page, the chosen level marked: captured with the whole viewport (the popover is portalled). */
export const ListboxOpen: Story = {
  args: { defaultSelectedKey: 'intermediate' },
  parameters: { visual: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Intermediate/ }));
    const body = within(canvasElement.ownerDocument.body);
    const listbox = await body.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Beginner', 'Intermediate', 'Advanced']);
    await expect(within(listbox).getByRole('option', { name: 'Intermediate' })).toHaveAttribute('aria-selected', 'true');
    // The screenshot follows the play function: wait until the popover has finished entering and focus is in the list.
    await waitFor(() => expect(listbox.closest('[data-entering]')).toBeNull());
    await waitFor(() => expect(listbox.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  },
};

export const Invalid: Story = { args: { errorMessage: 'Choose a level.' } };

/** The look-alike a lazily loaded Select shows first: same closed look, and it hands a press and focus to its caller. */
export const LoadingPlaceholder: Story = {
  render: (args) => (
    <SelectPlaceholder
      label={args.label}
      value="Beginner"
      onOpenRequest={() => args.onOpenChange?.(true)}
      onFocusChange={args.onFocusChange}
    />
  ),
  args: { onOpenChange: fn(), onFocusChange: fn() },
  play: async ({ canvas, args }) => {
    const standIn = canvas.getByRole('button', { name: 'Beginner, Level' });
    await expect(standIn).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(standIn);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(args.onFocusChange).toHaveBeenCalledWith(true);
  },
};
