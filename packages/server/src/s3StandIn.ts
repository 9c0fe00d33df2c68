// A local S3-compatible service for tests (s3rver from the npm registry: objects in a temporary folder), on
// 127.0.0.1 at a port the system picks, with one empty bucket. Settings for the S3 storage adapter come with it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from './s3StorageAdapter.ts';

export type S3StandIn = {
  settings: S3Settings;
  /** The same settings as the server's environment (STORAGE_S3_*), for a server started as a process. */
  env: Record<string, string>;
  stop(): Promise<void>;
};

export async function startS3StandIn(bucket = 'academy-test'): Promise<S3StandIn> {
  const directory = mkdtempSync(path.join(tmpdir(), 'academy-s3-'));
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await s3.run()) as unknown as { port: number };
  // s3rver's own fixed keys (it checks the signature as S3 does).
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      STORAGE_S3_ENDPOINT: settings.endpoint!,
      STORAGE_S3_BUCKET: bucket,
      STORAGE_S3_REGION: settings.region,
      STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
      STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
      STORAGE_S3_FORCE_PATH_STYLE: '1',
    },
    async stop() {
      // Clients keep their connections open (keep-alive): close them too, or close() waits for them.
      (s3 as unknown as { httpServer?: { closeAllConnections(): void } }).httpServer?.closeAllConnections();
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
