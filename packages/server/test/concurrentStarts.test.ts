// Several servers setting up at once on one PostgreSQL cluster, each on its own database (several academies on one
// server, or journeys in parallel): their migrations change the same cluster-wide roles, and each starts.
import { expect, it } from 'vitest';
import { describeEachBackend, startTestServer, type TestServer } from './helpers.ts';

describeEachBackend('servers starting at once on one cluster', (backend) => {
  it('all start and answer', { timeout: 240_000 }, async () => {
    const started = await Promise.allSettled(Array.from({ length: 4 }, () => startTestServer(backend, { seed: false })));
    const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(Array(4).fill('started'));
      for (const server of servers) expect((await fetch(`${server.url}/health`)).status).toBe(200);
    } finally {
      await Promise.all(servers.map((server: TestServer) => server.cleanup()));
    }
  });
});
