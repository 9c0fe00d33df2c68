import { describe, expect, it } from 'vitest';
import { buildCatalog, catalogPartNames, domainCatalogs, partCatalog } from './catalog.ts';
import { messagePart } from './parts.ts';
import { locales, type Message } from './types.ts';

// Every domain's catalog must offer the same keys in every language, with the same placeholders and plural forms,
// so a screen never falls back to a raw key or loses a number when the language changes.

function placeholders(message: Message): string {
  const texts = typeof message === 'string' ? [message] : Object.values(message).filter((v): v is string => typeof v === 'string');
  const names = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(/\{(\w+)\}/g)) names.add(match[1] ?? '');
  return [...names].sort().join(',');
}

function pluralForms(message: Message): string {
  return typeof message === 'string' ? 'plain' : Object.keys(message).sort().join(',');
}

describe.each(Object.entries(domainCatalogs))('catalog %s', (domain, catalog) => {
  const reference = catalog.ht;

  it('prefixes every key with its domain', () => {
    for (const key of Object.keys(reference)) expect(key.startsWith(`${domain}.`), key).toBe(true);
  });

  it.each(locales)('%s has exactly the keys of ht', (locale) => {
    expect(Object.keys(catalog[locale]).sort()).toEqual(Object.keys(reference).sort());
  });

  it.each(locales)('%s uses the same placeholders and plural forms as ht', (locale) => {
    for (const [key, message] of Object.entries(catalog[locale])) {
      const original = reference[key];
      if (original === undefined) continue;
      expect(placeholders(message), `${locale} ${key}`).toBe(placeholders(original));
      expect(pluralForms(message), `${locale} ${key}`).toBe(pluralForms(original));
    }
  });

  it.each(locales)('%s has no empty message', (locale) => {
    for (const [key, message] of Object.entries(catalog[locale])) {
      const texts = typeof message === 'string' ? [message] : Object.values(message);
      for (const text of texts) expect(String(text).trim(), `${locale} ${key}`).not.toBe('');
    }
  });
});

describe('keys are unique across domains', () => {
  it('no two domains define the same key', () => {
    const owners = new Map<string, string>();
    for (const [domain, catalog] of Object.entries(domainCatalogs)) {
      for (const key of Object.keys(catalog.ht)) {
        expect(owners.get(key), `${key} defined by ${owners.get(key)} and ${domain}`).toBeUndefined();
        owners.set(key, domain);
      }
    }
  });
});

// Issue 34.2: the app build loads the catalogue in parts (parts.ts); together they are exactly the whole catalogue,
// and every key is found in the part its name points to.
describe('catalog parts', () => {
  it.each(locales)('%s: the parts together are the whole catalogue, each key in its own part', (locale) => {
    const whole = buildCatalog(locale);
    const joined: Record<string, Message> = {};
    for (const part of catalogPartNames) {
      const messages = partCatalog(locale, part);
      for (const key of Object.keys(messages)) expect(messagePart(key), key).toBe(part);
      Object.assign(joined, messages);
    }
    expect(joined).toEqual(whole);
  });

  it("puts common's messages with the shell's, which every page shows", () => {
    expect(messagePart('common.close')).toBe('shell');
    expect(messagePart('shell.signin')).toBe('shell');
    expect(messagePart('academy.course.modules')).toBe('academy');
    expect(catalogPartNames).not.toContain('common');
  });
});
