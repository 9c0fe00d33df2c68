import { describe, expect, it } from 'vitest';
import { excerpt, newsletterText } from './api.ts';

describe('newsletter text for the public page', () => {
  it('keeps plain text as it is', () => {
    expect(newsletterText({ body: 'Hello <b>there</b>', is_html: false })).toBe('Hello <b>there</b>');
  });

  it('reduces HTML to its text (no markup reaches the page)', () => {
    expect(newsletterText({ body: '<p>Hi <script>alert(1)</script><b>all</b></p>', is_html: true })).not.toContain('<');
  });

  it('drops the text inside script and style elements (issue 20)', () => {
    const text = newsletterText({ body: '<p>Hi <script>alert(1)</script><style>p{color:red}</style><b>all</b></p>', is_html: true });
    expect(text).not.toContain('alert');
    expect(text).not.toContain('color');
    expect(text).toContain('all');
  });

  it('shortens long text to an excerpt on a word boundary-ish with an ellipsis', () => {
    expect(excerpt('a  b\n c')).toBe('a b c');
    const long = excerpt('word '.repeat(100), 20);
    expect(long.length).toBeLessThanOrEqual(20);
    expect(long.endsWith('…')).toBe(true);
  });
});
