// The embedded @supabase/lite App, configured the one way both the server and the CLI use it.
import path from 'node:path';
import { App, setExperimental } from '@supabase/lite';
import { localizedAuthMailDriver } from './authMailLanguage.ts';
import { redirectAwareDriver } from './authRedirects.ts';
import type { Database } from './database.ts';
import { createEmailDriver, type Mailbox, type SmtpSettings } from './mailbox.ts';
import type { ServerKeys } from './settings.ts';
import { S3StorageAdapter, type S3Settings } from './s3StorageAdapter.ts';
import { FilesystemStorageAdapter } from './storageAdapter.ts';

export function createLiteApp(
  db: Database,
  keys: ServerKeys,
  siteUrl: string,
  mailbox: Mailbox,
  smtp: SmtpSettings | null,
  dataDir: string,
  storageS3?: S3Settings,
): App {
  // Storage is an experimental module in lite 0.10; the buckets' migrations need its schema.
  setExperimental('storage', true);
  const app = new App({
    connection: db.connection,
    auth: {
      enabled: true,
      jwt_secret: keys.jwtSecret,
      publishable_key: keys.publishableKey,
      secret_key: keys.secretKey,
      site_url: siteUrl,
      additional_redirect_urls: [`${siteUrl}/**`, `${siteUrl}/update-password`],
      // The product signs the user in right after sign-up: no confirmation mail.
      email: { enable_confirmations: false },
      // SPEC 5's password rule, held by the auth service for sign-up, password change and recovery
      // (the same two settings as supabase/config.toml for hosted Supabase): 422 weak_password otherwise.
      minimum_password_length: 8,
      password_requirements: 'lower_upper_letters_digits',
    },
    // lite's own cap (default 50 MiB) sits above every bucket rule of storageUploads.ts.
    storage: { enabled: true, file_size_limit: '201MiB' },
    studio: { enabled: false },
    options: {
      server: { admin: false, disableStudio: true, disableFallback: true },
      // Outermost first: the recovery link gets its redirect, then the mail is written in the member's language.
      drivers: { email: redirectAwareDriver(localizedAuthMailDriver(createEmailDriver(mailbox, smtp), db), siteUrl) },
    },
  } as never);
  app._storageAdapter = (
    storageS3 ? new S3StorageAdapter(storageS3) : new FilesystemStorageAdapter(path.join(dataDir, 'storage'))
  ) as never;
  return app;
}
