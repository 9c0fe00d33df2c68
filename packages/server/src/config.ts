// Reads the server's settings from the environment (the names the README documents).
import path from 'node:path';
import { REPO_ROOT, type ServerOptions } from './index.ts';

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

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): EnvSettings {
  const smtpHost = env.SMTP_HOST?.trim();
  return {
    port: portFrom(env.PORT, 8080),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR?.trim() || '.data'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    siteUrl: env.SITE_URL?.trim() || undefined,
    trustProxy: flagFrom(env.TRUST_PROXY, 'TRUST_PROXY'),
    paymentsTest: env.PAYMENTS_TEST?.trim() ? flagFrom(env.PAYMENTS_TEST, 'PAYMENTS_TEST') : undefined,
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
