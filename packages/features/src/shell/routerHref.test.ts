import { describe, expect, it } from 'vitest';
import { isExternalHref } from './routerHref.ts';

describe('isExternalHref', () => {
  it('knows other sites by their scheme or a leading //', () => {
    for (const href of ['https://www.canva.com/', 'http://x.org', 'mailto:a@b.c', 'HTTPS://A.B', '//cdn.example.org/x']) {
      expect(isExternalHref(href), href).toBe(true);
    }
  });
  it('leaves our routes to the router', () => {
    for (const href of ['/tools', 'tools', '/tools?x=https://a.b', '#top', '?tab=ai', '/academy/coder-ai']) {
      expect(isExternalHref(href), href).toBe(false);
    }
  });
});
