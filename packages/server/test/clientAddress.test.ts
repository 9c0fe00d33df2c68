// Rate limits count a client address a client cannot choose: the socket's peer, or with TRUST_PROXY the entry the
// proxy appended. Functions receive that address as their only X-Forwarded-For.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, withClientAddress } from '../src/clientAddress.ts';
import { settingsFromEnv } from '../src/config.ts';
import { startTestServer, type TestServer } from './helpers.ts';

describe('clientAddress', () => {
  const spoofed = new Headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7', 'x-real-ip': '6.6.6.6' });

  it('believes only the peer when no proxy is trusted', () => {
    expect(clientAddress(spoofed, '192.0.2.1', false)).toBe('192.0.2.1');
    expect(clientAddress(new Headers(), null, false)).toBe('unknown');
  });

  it("behind a trusted proxy takes the header's last entry (the one the proxy appended), else the peer", () => {
    expect(clientAddress(spoofed, '10.0.0.1', true)).toBe('198.51.100.7');
    expect(clientAddress(new Headers({ 'x-forwarded-for': ' 198.51.100.9 ' }), '10.0.0.1', true)).toBe('198.51.100.9');
    expect(clientAddress(new Headers(), '10.0.0.1', true)).toBe('10.0.0.1');
  });

  it('hands a function exactly the resolved address, keeping method, body and other headers', async () => {
    const request = new Request('http://127.0.0.1/functions/v1/x', { method: 'POST', headers: spoofed, body: '{"a":1}' });
    request.headers.set('apikey', 'key');
    const forwarded = withClientAddress(request, '192.0.2.1');
    expect(forwarded.headers.get('x-forwarded-for')).toBe('192.0.2.1');
    expect(forwarded.headers.get('x-real-ip')).toBeNull();
    expect(forwarded.headers.get('apikey')).toBe('key');
    expect(forwarded.method).toBe('POST');
    expect(await forwarded.text()).toBe('{"a":1}');
  });

  it('reads TRUST_PROXY from the environment and refuses an unclear value', () => {
    expect(settingsFromEnv({}).trustProxy).toBe(false);
    expect(settingsFromEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(settingsFromEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => settingsFromEnv({ TRUST_PROXY: 'maybe' })).toThrow('TRUST_PROXY must be 1 or 0');
  });
});

describe('a function behind the embedded server (no proxy trusted)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('embedded', { seed: false });
  });
  afterAll(async () => {
    await server?.cleanup();
  });

  it("newsletter-subscribe's per-client limit holds whatever X-Forwarded-For the client sends", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await fetch(`${server.url}/functions/v1/newsletter-subscribe`, {
        method: 'POST',
        headers: { apikey: server.publishableKey, 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
        body: JSON.stringify({ email: `reader${i}@example.com` }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
