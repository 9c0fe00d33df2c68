// Vitest global setup of every project that needs PostgreSQL (db, server, payments, e2e): one throwaway
// embedded cluster for the whole run, shared by the projects (the first to start makes it, its teardown
// stops it). Workers inherit its URL through the environment, and make a fresh database per file.
import { startTestCluster, TEST_CLUSTER_ENV } from '../packages/server/src/testCluster.ts';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[TEST_CLUSTER_ENV]) return undefined;
  const cluster = await startTestCluster();
  process.env[TEST_CLUSTER_ENV] = cluster.adminUrl;
  return async () => {
    delete process.env[TEST_CLUSTER_ENV];
    await cluster.stop();
  };
}
