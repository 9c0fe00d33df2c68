// The gate's normalisation itself (issue 32.3, src/requestTarget.ts); oneGate.test.ts drives every guard through it.
import { describe, expect, it } from 'vitest';
import { normalisePath, passGate } from '../src/requestTarget.ts';
import { pathVariants } from './pathVariants.ts';

describe('the gate (unit)', () => {
  it('gives every spelling of a path that one path', () => {
    for (const path of ['/auth/v1/token', '/storage/v1/object/avatars/a.png', '/_mailbox/api/messages', '/']) {
      for (const variant of pathVariants(path)) expect([variant, normalisePath(variant)]).toEqual([variant, path]);
    }
  });

  it('keeps the query as sent and escapes what a segment holds in one way', () => {
    expect(passGate('GET', '/rest/v1/courses?select=id&title=eq.a%20b')).toEqual({
      pathname: '/rest/v1/courses',
      search: '?select=id&title=eq.a%20b',
      target: '/rest/v1/courses?select=id&title=eq.a%20b',
    });
    expect(normalisePath('/storage/v1/object/b/a%20b(1)+%2b%e2%82%ac:@%7e.png')).toBe(
      '/storage/v1/object/b/a%20b(1)%2B%2B%E2%82%AC:@~.png',
    );
  });
});
