import { describe, expect, it } from 'vitest';
import { decodeEntities, safeUrl, sanitizeHtml } from './sanitize.ts';

// The regression suite of the former hand-written sanitiser, kept for sanitize-html: every refusal is unchanged;
// only the serialisation differs where sanitize-html writes void tags as `<img />` and closes list items as a browser does.

describe('sanitizeHtml', () => {
  it('keeps allowed formatting and links', () => {
    expect(sanitizeHtml('<h1>Hi</h1><p>Read <strong>this</strong> <a href="https://a.ht/x?y=1&amp;z=2">post</a></p>')).toBe(
      '<h1>Hi</h1><p>Read <strong>this</strong> <a href="https://a.ht/x?y=1&amp;z=2" rel="noopener noreferrer" target="_blank">post</a></p>',
    );
  });

  it('drops scripts, styles and iframes with their content', () => {
    expect(sanitizeHtml('a<script>alert(1)</script>b<style>p{}</style>c<iframe src="https://x"></iframe>d<SCRIPT>x</SCRIPT>e')).toBe(
      'abcde',
    );
    expect(sanitizeHtml('a<script>never closed')).toBe('a');
  });

  it('drops event handlers, styles and unknown attributes', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c">t</p><img src="https://i.ht/a.png" onerror="x()">')).toBe(
      '<p>t</p><img src="https://i.ht/a.png" />',
    );
  });

  it('refuses javascript: and data: URLs, even disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x61;script:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html,x',
      '/relative',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img />');
    expect(sanitizeHtml('<a href="mailto:hi@academy.ht">m</a>')).toContain('href="mailto:hi@academy.ht"');
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<font color="red">red</font> <marquee>move</marquee>')).toBe('red move');
  });

  it('drops comments, doctypes and broken end tags', () => {
    expect(sanitizeHtml('<!doctype html><!-- secret -->x<!-- unterminated')).toBe('x');
    expect(sanitizeHtml('a</ p>b')).toBe('ab');
  });

  it('escapes stray angle brackets and ampersands, keeps valid entities', () => {
    expect(sanitizeHtml('1 < 2 > 0 & R&D &amp; &eacute; &#39;')).toBe('1 &lt; 2 &gt; 0 &amp; R&amp;D &amp; &eacute; &#39;');
  });

  it('always produces balanced markup', () => {
    // As a browser parses it: a new <li> closes the previous one.
    expect(sanitizeHtml('<ul><li>one<li>two')).toBe('<ul><li>one</li><li>two</li></ul>');
    expect(sanitizeHtml('<p><em>x</p>y</em>')).toBe('<p><em>x</em></p>y');
    expect(sanitizeHtml('</div>text')).toBe('text');
  });

  it('cannot be tricked by quotes or ">" inside attribute values', () => {
    const out = sanitizeHtml('<a href="https://a.ht/?q=\'>\'" title=\'x" onmouseover="y\'>t</a>');
    expect(out).toBe(
      '<a href="https://a.ht/?q=%27%3E%27" title="x&quot; onmouseover=&quot;y" rel="noopener noreferrer" target="_blank">t</a>',
    );
  });

  it('replaces whatever rel and target an author wrote, and adds none to a link without a usable href', () => {
    expect(sanitizeHtml('<a href="https://a.ht" rel="opener" target="_self">x</a>')).toBe(
      '<a href="https://a.ht/" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<a href="javascript:x()" rel="opener" target="_self">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
  });

  it('keeps numeric image sizes only', () => {
    expect(sanitizeHtml('<img src="https://i.ht/a.png" width="560" height="100%">')).toBe('<img src="https://i.ht/a.png" width="560" />');
  });
});

describe('safeUrl and decodeEntities', () => {
  it('normalises allowed URLs', () => {
    expect(safeUrl(' https://academy.ht/a b ', ['https:'])).toBe('https://academy.ht/a%20b');
    expect(safeUrl('http://x.ht', ['https:'])).toBeNull();
  });

  it('decodes numeric and common named entities', () => {
    expect(decodeEntities('&lt;&#65;&#x42;&amp;&unknown;')).toBe('<AB&&unknown;');
  });
});
