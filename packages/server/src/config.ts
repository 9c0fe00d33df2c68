// Reads the server's settings from the environment (the names the README documents).
import path from 'node:path';
import { REPO_ROOT, type ServerOptions } from './index.ts';
import type { S3Settings } from './s3StorageAdapter.ts';

export type EnvSettings = Required<Pick<ServerOptions, 'port' | 'host' | 'dataDir'>> & ServerOptions;

function portFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a number from 0 to 65535, got "${value}"`);
  return port;
}

function flagFrom(value: string | undefined, name: string): boolean {
  const normalized = value?.trim().toLowerCase() ?? '';
  if (['', '0', 'false', 'no'].includes(normalized)) return false;
  if (['1', 'true', 'yes'].includes(normalized)) return true;
  throw new Error(`${name} must be 1 or 0 (true or false), got "${value}"`);
}

/**
 * STORAGE_S3_BUCKET turns on the S3 storage adapter (s3StorageAdapter.ts); with it STORAGE_S3_ENDPOINT (unset for
 * AWS S3), STORAGE_S3_REGION (default us-east-1), STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY (unset:
 * the SDK's own chain), STORAGE_S3_FORCE_PATH_STYLE (default 1 with an endpoint, 0 without).
 */
export function storageFromEnv(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.STORAGE_S3_BUCKET?.trim();
  const endpoint = env.STORAGE_S3_ENDPOINT?.trim() || undefined;
  if (!bucket) {
    const stray = ['STORAGE_S3_ENDPOINT', 'STORAGE_S3_REGION', 'STORAGE_S3_ACCESS_KEY_ID', 'STORAGE_S3_SECRET_ACCESS_KEY'].find((name) =>
      env[name]?.trim(),
    );
    if (stray)
      throw new Error(`${stray} is set but STORAGE_S3_BUCKET is not: name the bucket, or unset ${stray} to keep files in DATA_DIR`);
    return undefined;
  }
  const accessKeyId = env.STORAGE_S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.STORAGE_S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY go together: set both, or neither');
  const pathStyle = env.STORAGE_S3_FORCE_PATH_STYLE?.trim();
  return {
    bucket,
    endpoint,
    region: env.STORAGE_S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle ? flagFrom(pathStyle, 'STORAGE_S3_FORCE_PATH_STYLE') : Boolean(endpoint),
  };
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): EnvSettings {
  const smtpHost = env.SMTP_HOST?.trim();
  return {
    port: portFrom(env.PORT, 8080),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR?.trim() || '.data'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    siteUrl: env.SITE_URL?.trim() || undefined,
    // The academy's address for members (issue 39.8: a suspended member is told how to reach it); else SMTP_FROM.
    contactEmail: env.CONTACT_EMAIL?.trim() || (smtpHost ? env.SMTP_FROM?.trim() || undefined : undefined),
    trustProxy: flagFrom(env.TRUST_PROXY, 'TRUST_PROXY'),
    storageS3: storageFromEnv(env),
    paymentsTest: env.PAYMENTS_TEST?.trim() ? flagFrom(env.PAYMENTS_TEST, 'PAYMENTS_TEST') : undefined,
    // Off (PLAIN_REQUESTS=0) only to compare: the fuzzer's second server answers every REST request through lite.
    plainRequests: env.PLAIN_REQUESTS?.trim() ? flagFrom(env.PLAIN_REQUESTS, 'PLAIN_REQUESTS') : undefined,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      priceMonthly: env.STRIPE_PRICE_MONTHLY || undefined,
      priceYearly: env.STRIPE_PRICE_YEARLY || undefined,
      priceLifetime: env.STRIPE_PRICE_LIFETIME || undefined,
    },
    smtp: smtpHost
      ? {
          host: smtpHost,
          port: portFrom(env.SMTP_PORT, 587),
          user: env.SMTP_USER || undefined,
          pass: env.SMTP_PASS || undefined,
          from: env.SMTP_FROM || env.SMTP_USER || 'academy@localhost',
        }
      : null,
  };
}
