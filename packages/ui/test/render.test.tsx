import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import {
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  EmptyState,
  ErrorState,
  PasswordField,
  ProgressBar,
  Skeleton,
  Spinner,
  Switch,
  Table,
  TextField,
  initialsOf,
} from '../src/index.ts';

// Server rendering proves each component renders without a DOM and puts its labels in the markup.
describe('@academy/ui server rendering', () => {
  it('renders a link when a Button has href, a button otherwise', () => {
    expect(renderToString(<Button href="/pricing">Go</Button>)).toMatch(/^<a[^>]*href="\/pricing"/);
    expect(renderToString(<Button>Go</Button>)).toMatch(/^<button/);
  });

  it('marks a loading Button busy with a decorative spinner', () => {
    const html = renderToString(<Button isLoading>Save</Button>);
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('aria-hidden="true"');
  });

  it('labels fields and shows an error message only when invalid', () => {
    const ok = renderToString(<TextField label="Email" description="We never share it" />);
    expect(ok).toContain('Email');
    expect(ok).toContain('We never share it');
    expect(renderToString(<PasswordField label="Password" />)).toContain('aria-label="Show password"');
    expect(renderToString(<PasswordField label="Senha" showPasswordLabel="Montre modpas" />)).toContain('aria-label="Montre modpas"');
  });

  it('renders the progress value for assistive technology', () => {
    const html = renderToString(<ProgressBar label="Course Progress" value={45} showValue />);
    expect(html).toContain('aria-valuenow="45"');
    expect(html).toContain('45%');
  });

  it('marks the last breadcrumb as the current page', () => {
    const html = renderToString(
      <Breadcrumb
        items={[
          { label: 'Home', href: '/' },
          { label: 'Academy', href: '/academy' },
        ]}
      />,
    );
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('aria-label="Breadcrumb"');
  });

  it('builds initials from first and last names', () => {
    expect(initialsOf('Ana Maria Silva')).toBe('AS');
    expect(initialsOf('  jean ')).toBe('J');
    expect(initialsOf('')).toBe('');
    expect(renderToString(<Avatar name="Jean Pierre" />)).toContain('aria-label="Jean Pierre"');
  });

  it('renders expandable table rows collapsed by default, expanded when asked', () => {
    const rows = [{ id: 'a', title: 'First' }];
    const columns = [{ id: 'title', header: 'Title', cell: (r: { title: string }) => r.title, isRowHeader: true }];
    const collapsed = renderToString(
      <Table aria-label="Topics" columns={columns} rows={rows} getRowId={(r) => r.id} renderExpanded={() => 'More'} />,
    );
    expect(collapsed).toContain('aria-expanded="false"');
    expect(collapsed).not.toContain('More');
    const expanded = renderToString(
      <Table
        aria-label="Topics"
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        renderExpanded={() => 'More'}
        defaultExpandedIds={['a']}
      />,
    );
    expect(expanded).toContain('aria-expanded="true"');
    expect(expanded).toContain('More');
  });

  it('renders the remaining primitives with their text', () => {
    const html = renderToString(
      <Card>
        <Badge variant="premium">Premium</Badge>
        <Checkbox>Accept</Checkbox>
        <Switch>Dark Mode</Switch>
        <Spinner label="Chargement" />
        <Skeleton />
        <EmptyState title="Nothing here" />
        <ErrorState title="Failed" onRetry={() => {}} />
      </Card>,
    );
    for (const text of ['Premium', 'Accept', 'Dark Mode', 'aria-label="Chargement"', 'Nothing here', 'role="alert"', 'Try again'])
      expect(html).toContain(text);
  });
});
