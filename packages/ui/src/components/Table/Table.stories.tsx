import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Table, type TableColumn } from './Table.tsx';

type Row = { id: string; title: string; type: string; likes: number; body: string };

const rows: Row[] = [
  { id: '1', title: 'Set up Supabase auth', type: 'Setup', likes: 12, body: 'Steps to configure email sign-in.' },
  { id: '2', title: 'Always validate input', type: 'Rule', likes: 4, body: 'Never trust the client.' },
];

const columns: TableColumn<Row>[] = [
  { id: 'title', header: 'Title', cell: (r) => r.title, isRowHeader: true },
  { id: 'type', header: 'Type', cell: (r) => <Badge variant="info">{r.type}</Badge> },
  { id: 'likes', header: 'Likes', cell: (r) => r.likes, align: 'end', hideOnMobile: true },
];

const meta = {
  title: 'Primitives/Table',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: Table<Row>,
  args: {
    'aria-label': 'Topics',
    columns,
    rows,
    getRowId: (r: Row) => r.id,
    renderExpanded: (r: Row) => r.body,
    expandLabel: (r: Row) => `Details: ${r.title}`,
  },
} satisfies Meta<typeof Table<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row's disclosure button reveals its details row and reports the state. */
export const ExpandableRows: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Details: Set up Supabase auth' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Steps to configure email sign-in.')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('Steps to configure email sign-in.')).toBeNull();
  },
};

export const Empty: Story = { args: { rows: [], emptyContent: 'No topics yet.' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('columnheader', { name: 'Likes' })).toBeNull();
  },
};

const wideColumns: TableColumn<Row>[] = [
  ...columns.filter((column) => column.id !== 'likes'),
  { id: 'likes', header: 'Likes', cell: (r) => r.likes, align: 'end' },
  { id: 'body', header: 'Summary', cell: (r) => <span style={{ whiteSpace: 'nowrap' }}>{r.body}</span> },
];

/**
 * Issue 20.10: a table wider than its box (a phone) scrolls sideways and shows it: a fade with an arrow on each side
 * that hides columns, and the box takes keyboard focus so the arrow keys scroll it.
 */
export const ScrollsWhenNarrow: Story = {
  args: { columns: wideColumns, renderExpanded: undefined },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Topics' });
    const before = canvasElement.querySelector('[data-testid="table-more-before"]');
    const after = canvasElement.querySelector('[data-testid="table-more-after"]');
    await expect(after).toHaveAttribute('data-shown', 'true');
    await expect(before).toHaveAttribute('data-shown', 'false');
    await userEvent.tab();
    await expect(region).toHaveFocus();
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(before).toHaveAttribute('data-shown', 'true'));
    await expect(after).toHaveAttribute('data-shown', 'false');
    region.scrollLeft = 0;
    await waitFor(() => expect(after).toHaveAttribute('data-shown', 'true'));
    region.blur();
  },
};

/** A table that fits says nothing about scrolling and is not a tab stop of its own. */
export const FitsWithoutHint: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvasElement.querySelector('[data-testid="table-more-after"]')).toHaveAttribute('data-shown', 'false');
    await expect(canvasElement.querySelector('[data-table-scroller]')).not.toHaveAttribute('tabindex');
  },
};
