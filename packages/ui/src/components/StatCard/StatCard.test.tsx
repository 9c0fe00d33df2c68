import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { StatCard } from './StatCard.tsx';

describe('StatCard', () => {
  it('pairs the label with its value as a description list', () => {
    const html = renderToString(<StatCard label="Total Users" value="1 204" />);
    expect(html).toMatch(/<dt[^>]*>Total Users<\/dt><dd[^>]*>1 204<\/dd>/);
    expect(html).not.toContain('aria-busy');
  });

  it('marks itself busy while loading and hides the decorative icon', () => {
    const html = renderToString(<StatCard label="Paid Users" value="0" isLoading icon={<svg />} />);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('aria-hidden="true"');
  });
});
