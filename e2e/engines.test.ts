// Every journey file says whether it runs again on the PostgreSQL server (engines.ts); a new one that does not say
// fails here, before it silently runs on one engine only.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { journeysOnBothEngines, journeysOnEmbeddedOnly } from './engines.ts';

const journeyFiles = readdirSync(fileURLToPath(new URL('.', import.meta.url)))
  .filter((name) => name.endsWith('.test.ts') && name !== 'engines.test.ts')
  .sort();

describe('journeys and engines', () => {
  it('lists every journey file in exactly one of the two lists, with a reason', () => {
    const both = Object.keys(journeysOnBothEngines);
    const embeddedOnly = Object.keys(journeysOnEmbeddedOnly);
    expect(both.filter((name) => embeddedOnly.includes(name))).toEqual([]);
    expect([...both, ...embeddedOnly].sort()).toEqual(journeyFiles);
    for (const reason of [...Object.values(journeysOnBothEngines), ...Object.values(journeysOnEmbeddedOnly)])
      expect(reason.length).toBeGreaterThan(20);
  });
});
