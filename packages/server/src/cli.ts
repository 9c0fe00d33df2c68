// `pnpm academy <command>`: administration from a terminal.
//   create-user --email E --password P [--role master|instructor|student]
//   storage-to-s3 [--dry-run]   (also `pnpm storage:to-s3`): copies DATA_DIR/storage to the STORAGE_S3_* bucket
// The embedded PostgreSQL of a data directory belongs to the server that holds its lock: when one runs,
// the command goes through that server's HTTP API with the secret key; otherwise it starts the cluster
// itself for the moment it needs it (or connects to DATABASE_URL).
import { parseArgs } from 'node:util';
import { settingsFromEnv } from './config.ts';
import path from 'node:path';
import { createLiteApp } from './liteApp.ts';
import { grantStorageService } from './platformGrants.ts';
import { Mailbox } from './mailbox.ts';
import { openDatabase } from './database.ts';
import { acquireLock, readLock, readRunningServerSecret } from './lock.ts';
import { migrate } from './schema.ts';
import { loadOrCreateKeys } from './settings.ts';
import { createOrPromoteUser, parseCreateUserInput, type CreateUserInput, type CreateUserResult } from './users.ts';
import { REPO_ROOT } from './index.ts';
import { copyDiskStoreToS3 } from './storageToS3.ts';

const USAGE = `Usage:
  pnpm academy create-user --email you@example.com --password "Choose-a-passw0rd" --role master
  pnpm storage:to-s3 [--dry-run]

Honours DATA_DIR, DATABASE_URL and PORT like the server. Roles: master, instructor, student.
storage:to-s3 copies the files of DATA_DIR/storage to the bucket of STORAGE_S3_BUCKET (and the other STORAGE_S3_*
settings, as the servers have them), with their content types; objects already there are skipped; --dry-run only
says what it would copy.`;

async function viaRunningServer(url: string, input: CreateUserInput, secretKey: string): Promise<CreateUserResult> {
  const response = await fetch(`${url}/_admin/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: secretKey },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as CreateUserResult & { message?: string };
  if (!response.ok) throw new Error(body.message ?? `The server answered HTTP ${response.status}`);
  return body;
}

async function directly(input: CreateUserInput): Promise<CreateUserResult> {
  const settings = settingsFromEnv();
  const lock = settings.databaseUrl ? null : acquireLock(settings.dataDir);
  const db = await openDatabase({ dataDir: settings.dataDir, databaseUrl: settings.databaseUrl });
  try {
    const keys = await loadOrCreateKeys(db);
    const mailbox = new Mailbox(path.join(settings.dataDir, 'mailbox'));
    const app = createLiteApp(
      db,
      keys,
      settings.siteUrl ?? 'http://127.0.0.1:' + settings.port,
      mailbox,
      settings.smtp ?? null,
      settings.dataDir,
      settings.storageS3,
    );
    await app.init();
    await grantStorageService(db);
    await migrate(app, REPO_ROOT, db);
    return await createOrPromoteUser(app, db, keys, input);
  } finally {
    await db.close();
    lock?.release();
  }
}

async function createUser(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string', default: 'student' } },
  });
  const input = parseCreateUserInput(values);
  const settings = settingsFromEnv();
  const running = settings.databaseUrl ? null : readLock(settings.dataDir);
  let result: CreateUserResult;
  if (running?.url) {
    const secretKey = readRunningServerSecret(settings.dataDir);
    result = await viaRunningServer(running.url, input, secretKey);
  } else {
    result = await directly(input);
  }
  const how = running?.url ? `through the server at ${running.url}` : 'in the database directly';
  console.log(`${result.created ? 'Created' : 'Updated'} ${result.email} with role ${result.role} (${how}).`);
  if (!result.created) console.log('The account already existed: its password was left unchanged.');
}

async function storageToS3(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { 'dry-run': { type: 'boolean', default: false } } });
  const settings = settingsFromEnv();
  if (!settings.storageS3)
    throw new Error('STORAGE_S3_BUCKET is not set: give this command the STORAGE_S3_* settings the servers will use');
  const report = await copyDiskStoreToS3({
    root: path.join(settings.dataDir, 'storage'),
    settings: settings.storageS3,
    dryRun: values['dry-run'],
    log: (line) => console.log(line),
  });
  if (report.failed) process.exitCode = 1;
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'create-user') await createUser(rest);
  else if (command === 'storage-to-s3') await storageToS3(rest);
  else {
    console.log(USAGE);
    process.exit(command ? 1 : 0);
  }
} catch (error) {
  console.error(`academy: ${(error as Error).message}`);
  process.exit(1);
}
