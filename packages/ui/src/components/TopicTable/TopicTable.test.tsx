import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { TopicTable, type TopicTableLabels, type TopicTableRow } from './TopicTable.tsx';

const labels: TopicTableLabels = {
  caption: 'Topics',
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

const row = (overrides: Partial<TopicTableRow>): TopicTableRow => ({
  id: 't1',
  title: 'Deploying to Supabase',
  content: 'How do I <b>deploy</b>?',
  badge: 'Setup',
  authorName: 'Ana Pierre',
  dateLabel: '1 Jan 2026',
  commentsCount: 2,
  likesCount: 5,
  liked: false,
  isHidden: false,
  ...overrides,
});

const noop = () => {};

describe('TopicTable', () => {
  it('shows title, badge, author, counts and a like toggle in its pressed state', () => {
    const html = renderToString(
      <TopicTable
        topics={[row({ liked: true })]}
        labels={labels}
        expandedIds={new Set()}
        onToggleExpanded={noop}
        onToggleLike={noop}
        renderExpanded={() => null}
      />,
    );
    expect(html).toContain('Deploying to Supabase');
    expect(html).toContain('Setup');
    expect(html).toContain('Ana Pierre');
    expect(html).toContain('aria-pressed="true"');
    expect(html).toMatch(/aria-pressed="true"[^>]*>.*Like: Deploying to Supabase, .*5<\/span>/);
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('How do I');
  });

  it('expands a row to show its text escaped and the comments area', () => {
    const html = renderToString(
      <TopicTable
        topics={[row({})]}
        labels={labels}
        expandedIds={new Set(['t1'])}
        onToggleExpanded={noop}
        onToggleLike={noop}
        renderExpanded={() => <p>comments here</p>}
      />,
    );
    expect(html).toContain('aria-expanded="true"');
    expect(html).toContain('How do I &lt;b&gt;deploy&lt;/b&gt;?');
    expect(html).toContain('comments here');
  });

  it('adds the actions column only when actions are given and marks hidden topics', () => {
    const withActions = renderToString(
      <TopicTable
        topics={[row({ isHidden: true })]}
        labels={labels}
        expandedIds={new Set()}
        onToggleExpanded={noop}
        onToggleLike={noop}
        renderExpanded={() => null}
        renderActions={() => <button>Delete</button>}
      />,
    );
    expect(withActions).toContain('Actions');
    expect(withActions).toContain('Hidden');
    expect(withActions).toContain('data-hidden="true"');
    const without = renderToString(
      <TopicTable
        topics={[row({})]}
        labels={labels}
        expandedIds={new Set()}
        onToggleExpanded={noop}
        onToggleLike={noop}
        renderExpanded={() => null}
      />,
    );
    expect(without).not.toContain('Actions');
  });
});
