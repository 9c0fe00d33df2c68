import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueUrl } from '../academy/data/catalogue.ts';
import { AUTH_STORAGE_KEY } from './authStorage.ts';
import { configureBackend } from './client.ts';
import { visitorRead } from './visitorRead.ts';

const config = { supabaseUrl: 'http://academy.test', supabaseAnonKey: 'anon-key' };
const storageWith = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe('visitorRead', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends a visitor's read as supabase-js would, with the anonymous key, without loading it", async () => {
    configureBackend(config);
    vi.stubGlobal('localStorage', storageWith({}));
    const fetchMock = vi.fn(async () => Response.json([{ slug: 'coder-ai' }]));
    vi.stubGlobal('fetch', fetchMock);
    await expect(visitorRead(catalogueUrl)).resolves.toEqual([{ slug: 'coder-ai' }]);
    expect(fetchMock).toHaveBeenCalledWith(
      'http://academy.test/rest/v1/courses?select=id%2Cslug%2Ctitle%2Cdescription%2Ctranslations%2Ccategory%2Clevel%2Cis_premium%2Cstate%2Cplanned_month%2Ccover_url%2Cposition&state=in.%28announced%2Cpublished%29&order=position.asc%2Ccreated_at.asc',
      { headers: { apikey: 'anon-key', authorization: 'Bearer anon-key' } },
    );
  });

  it('fails on an error answer, as supabase-js reports it', async () => {
    configureBackend(config);
    vi.stubGlobal('localStorage', storageWith({}));
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }));
    await expect(visitorRead(catalogueUrl)).rejects.toThrow('/rest/v1/courses: HTTP 503');
  });

  it('is null when a session may be stored: a member reads through supabase-js with their token', () => {
    configureBackend(config);
    vi.stubGlobal('localStorage', storageWith({ [AUTH_STORAGE_KEY]: '{"access_token":"x"}' }));
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(visitorRead(catalogueUrl)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
