// The gate's normalisation itself (issue 32.3, src/requestTarget.ts); oneGate.test.ts drives every guard through it.
import { describe, expect, it } from 'vitest';
import { isUnder, normalisePath, passGate } from '../src/requestTarget.ts';
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

/** The gate's refusal of `target` as a user's request meets it: status, error code, message and headers. */
async function refusal(method: string, target: string) {
  const answer = passGate(method, target);
  if (!(answer instanceof Response)) throw new Error(`${method} ${target} passed the gate as ${answer.target}`);
  return { status: answer.status, type: answer.headers.get('content-type'), allow: answer.headers.get('allow'), body: await answer.text() };
}
const badTarget = (message: string) => ({
  status: 400,
  type: 'application/json',
  allow: null,
  body: JSON.stringify({ error: 'bad_request_target', message }),
});

// One case per condition of the gate (issue 35): each refusal alone, with the exact answer a client gets.
describe('the gate refuses, one condition at a time', () => {
  it('answers TRACE, TRACK and CONNECT (any case) with 405 and the methods it serves', async () => {
    for (const method of ['TRACE', 'TRACK', 'CONNECT', 'trace']) {
      expect(await refusal(method, '/rest/v1/courses')).toEqual({
        status: 405,
        type: 'application/json',
        allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        body: JSON.stringify({ error: 'method_not_allowed', message: `${method.toUpperCase()} is not supported` }),
      });
    }
  });

  it('answers OPTIONS * (any case) with the methods it serves, and * with any other method with 400', async () => {
    for (const method of ['OPTIONS', 'options']) {
      expect(await refusal(method, '*')).toEqual({
        status: 204,
        type: null,
        allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        body: '',
      });
    }
    expect(await refusal('GET', '*')).toEqual(badTarget('The request target * is only meaningful with OPTIONS'));
  });

  it('refuses a target with a space, a control character or a byte outside ASCII anywhere in it', async () => {
    const message = 'The request target must be printable ASCII (escape everything else)';
    for (const target of [
      '/rest/v1/a b',
      ' /rest/v1/courses',
      '/rest/v1/courses ',
      '/rest/v1/\u0001',
      '/rest/v1/caf\u00e9',
      '/\u00e9\u00e9',
    ])
      expect(await refusal('GET', target)).toEqual(badTarget(message));
  });

  it('refuses a fragment', async () => {
    expect(await refusal('GET', '/rest/v1/courses#top')).toEqual(badTarget('The request target must not carry a fragment'));
  });

  it('refuses a target that is not a path (absolute form, no leading slash)', async () => {
    for (const target of ['http://example.com/rest/v1/courses', 'rest/v1/courses'])
      expect(await refusal('GET', target)).toEqual(badTarget('The request target must be a path starting with /'));
  });

  it('refuses a backslash', async () => {
    expect(await refusal('GET', '/rest/v1\\courses')).toEqual(badTarget('The request path must not contain a backslash'));
  });

  it('refuses a % without two hex digits after it, but not one with them', async () => {
    for (const target of ['/rest/v1/%', '/rest/v1/%4', '/rest/v1/%zz', '/rest/v1/%4g'])
      expect(await refusal('GET', target)).toEqual(badTarget('The request path has an invalid percent-escape'));
    expect(passGate('GET', '/rest/v1/%41b')).toEqual({ pathname: '/rest/v1/Ab', search: '', target: '/rest/v1/Ab' });
  });

  it('refuses escapes that are not UTF-8', async () => {
    expect(await refusal('GET', '/rest/v1/%ff')).toEqual(badTarget('The request path does not decode to UTF-8 text'));
  });

  it('refuses an encoded slash and each kind of control character, alone', async () => {
    const message = 'The request path has an encoded slash or a control character';
    for (const target of ['/auth/v1%2ftoken', '/rest/v1/%00', '/rest/v1/%1F', '/rest/v1/%7f', '/rest/v1/a%0Ab'])
      expect(await refusal('GET', target)).toEqual(badTarget(message));
    // Just outside the forbidden ranges: a space and a tilde are characters of a segment.
    expect(passGate('GET', '/rest/v1/a%20b%7E')).toEqual({ pathname: '/rest/v1/a%20b~', search: '', target: '/rest/v1/a%20b~' });
  });

  it('refuses a .. above the root, and resolves one below it', async () => {
    for (const target of ['/..', '/rest/../../courses', '/%2e%2e/x'])
      expect(await refusal('GET', target)).toEqual(badTarget('The request path climbs above the root'));
    expect(passGate('GET', '/rest/v1/x/../courses')).toEqual({ pathname: '/rest/v1/courses', search: '', target: '/rest/v1/courses' });
  });

  it('passes a path without a query with an empty search, and keeps an empty query as sent', () => {
    expect(passGate('GET', '/rest/v1/courses')).toEqual({ pathname: '/rest/v1/courses', search: '', target: '/rest/v1/courses' });
    expect(passGate('GET', '/rest/v1/courses?')).toEqual({ pathname: '/rest/v1/courses', search: '?', target: '/rest/v1/courses?' });
    expect(passGate('GET', '/?a=1')).toEqual({ pathname: '/', search: '?a=1', target: '/?a=1' });
  });

  it('keeps every pchar as it is and escapes each other character', () => {
    expect(normalisePath("/AZaz09-._~!$&'()*,;=:@")).toBe("/AZaz09-._~!$&'()*,;=:@");
    expect(normalisePath('/%22%3C%3E%5E%60%7B%7C%7D%25%2B%20')).toBe('/%22%3C%3E%5E%60%7B%7C%7D%25%2B%20');
  });
});

describe('isUnder', () => {
  it('is the prefix itself or a path below it, never a longer name or a parent', () => {
    expect(isUnder('/rest/v1', '/rest/v1')).toBe(true);
    expect(isUnder('/rest/v1/courses', '/rest/v1')).toBe(true);
    expect(isUnder('/rest/v1x', '/rest/v1')).toBe(false);
    expect(isUnder('/rest', '/rest/v1')).toBe(false);
    expect(isUnder('/other/rest/v1/', '/rest/v1')).toBe(false);
  });
});
