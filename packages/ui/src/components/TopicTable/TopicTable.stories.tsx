import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TopicTable, type TopicTableLabels, type TopicTableProps, type TopicTableRow } from './TopicTable.tsx';

const labels: TopicTableLabels = {
  caption: 'Community topics',
  topic: 'Topic',
  author: 'Author',
  date: 'Date',
  comments: 'Comments',
  likes: 'Likes',
  actions: 'Actions',
  hidden: 'Hidden',
  like: 'Like',
  unlike: 'Unlike',
  likesCount: (count) => `${count} likes`,
};

const topics: TopicTableRow[] = [
  {
    id: 't1',
    title: 'How do I deploy to Supabase?',
    content: 'I followed the guide at https://supabase.com/docs but the function fails.',
    badge: 'Setup',
    authorName: 'Ana Pierre',
    dateLabel: '20 Nov 2026',
    commentsCount: 2,
    likesCount: 5,
    liked: true,
    isHidden: false,
  },
  {
    id: 't2',
    title: 'Feature idea: dark mode for the player',
    content: 'The video player is very bright at night.',
    badge: 'Feature',
    authorName: 'Marc Joseph',
    dateLabel: '19 Nov 2026',
    commentsCount: 0,
    likesCount: 1,
    liked: false,
    isHidden: false,
  },
  {
    id: 't3',
    title: 'Forum rules',
    content: 'Be kind. Share code as text.',
    badge: 'Rule',
    authorName: 'Unknown User',
    dateLabel: '1 Nov 2026',
    commentsCount: 12,
    likesCount: 40,
    liked: false,
    isHidden: true,
  },
];

/** The table with the state a page would keep: expanded rows and likes that toggle at once. */
function Interactive(props: Pick<TopicTableProps, 'renderActions'> & { initial: TopicTableRow[] }) {
  const [rows, setRows] = useState(props.initial);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  return (
    <TopicTable
      topics={rows}
      labels={labels}
      expandedIds={expanded}
      onToggleExpanded={(id) =>
        setExpanded((previous) => (previous.has(id) ? new Set([...previous].filter((item) => item !== id)) : new Set([...previous, id])))
      }
      onToggleLike={(id) =>
        setRows((previous) =>
          previous.map((row) => (row.id === id ? { ...row, liked: !row.liked, likesCount: row.likesCount + (row.liked ? -1 : 1) } : row)),
        )
      }
      renderExpanded={(row) => <p>{row.commentsCount === 0 ? 'No comments yet.' : `${row.commentsCount} comments`}</p>}
      renderActions={props.renderActions}
    />
  );
}

const meta = {
  title: 'Product/TopicTable',
  // A Docs page with the props table, for designers and developers.
  tags: ['autodocs'],
  component: Interactive,
  args: { initial: topics.slice(0, 2) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Interactive>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'How do I deploy to Supabase?' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Like: How do I deploy to Supabase?, 5' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A row expands to show the topic text (links included, never HTML) and its comments, and collapses again. */
export const ExpandAndCollapse: Story = {
  parameters: { visual: 'viewport' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Feature idea: dark mode for the player' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('The video player is very bright at night.')).toBeVisible();
    await expect(canvas.getByText('No comments yet.')).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByText('No comments yet.')).toBeNull();
  },
};

/** Liking flips the pressed state and the count at once. */
export const LikeToggle: Story = {
  parameters: { visual: 'viewport' },
  play: async ({ canvas }) => {
    const like = canvas.getByRole('button', { name: 'Like: Feature idea: dark mode for the player, 1' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await expect(canvas.getByRole('button', { name: 'Like: Feature idea: dark mode for the player, 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Staff see hidden topics (faded, marked) and an actions column. */
export const StaffView: Story = {
  args: {
    initial: topics,
    renderActions: (row) => (
      <Button size="sm" variant="danger" aria-label={`Delete: ${row.title}`}>
        Delete
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hidden')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Delete:/ })).toHaveLength(3);
  },
};

export const Empty: Story = { args: { initial: [] } };
