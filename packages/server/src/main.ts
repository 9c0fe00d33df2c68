// `node packages/server/src/main.ts` (what `pnpm start` runs): the server in the foreground,
// configured from the environment, stopped cleanly on SIGINT/SIGTERM.
import path from 'node:path';
import { settingsFromEnv } from './config.ts';
import { DataDirLockedError, EmbeddedPostgresUnavailableError, PgliteDataDirError, REPO_ROOT, startServer } from './index.ts';
import { installStructuredConsole } from './logging.ts';
import { paymentsBannerLine } from './paymentsMode.ts';
import { databaseStartErrorLine } from './outage.ts';

function banner(url: string, data: string, usingSmtp: boolean, mailboxKey: string, payments: string): string {
  const lines = [
    '',
    `  Academy is running at ${url}`,
    `  Data: ${data}`,
    usingSmtp
      ? '  Mail: sent through SMTP (the local mailbox is off)'
      : `  Mail: caught in the local mailbox; open it with its key (keep this address private): ${url}/_mailbox?key=${mailboxKey}`,
    `  ${payments}`,
    '',
    '  Create the first staff account (works while this server runs):',
    '    npx pnpm@10.34.8 academy create-user --email you@example.com --password "Choose-a-passw0rd" --role master',
    '',
    '  Stop with Ctrl+C.',
    '',
  ];
  return lines.join('\n');
}

/** Relative to where the command ran when inside it, absolute otherwise. */
function displayPath(directory: string): string {
  const relative = path.relative(process.cwd(), directory);
  return relative && !relative.startsWith('..') ? relative : directory;
}

async function main(): Promise<void> {
  const settings = settingsFromEnv();
  // Logs are one JSON object per line; only the banner and fatal start errors are prose, for people.
  installStructuredConsole();
  const started = performance.now();
  let server;
  try {
    server = await startServer({ ...settings, rootDir: REPO_ROOT });
  } catch (error) {
    // Start failures a person can act on are one plain line, not a stack.
    if (error instanceof DataDirLockedError || error instanceof EmbeddedPostgresUnavailableError || error instanceof PgliteDataDirError) {
      process.stderr.write(`\n  ${error.message}\n\n`);
      process.exit(1);
    }
    const unreachable = databaseStartErrorLine(error, settings.databaseUrl);
    if (unreachable) {
      process.stderr.write(`\n  ${unreachable}\n\n`);
      process.exit(1);
    }
    throw error;
  }
  const publicUrl = settings.siteUrl ?? server.url;
  for (const note of server.startNotes) process.stderr.write(`\n  ${note[0]!.toUpperCase()}${note.slice(1)}.\n`);
  const data =
    server.database.kind === 'embedded-postgres'
      ? `PostgreSQL in ${displayPath(server.database.location)}`
      : `PostgreSQL ${server.database.location}`;
  process.stderr.write(banner(publicUrl, data, Boolean(settings.smtp), server.mailboxKey, paymentsBannerLine(server.payments)) + '\n');
  console.info('ready', { url: server.url, startupMs: Math.round(performance.now() - started) });

  // Without its database the server can only fail every request: exit, so a supervisor (or a person)
  // starts it again, and the next start repairs the cluster.
  void server.database.lost?.then((reason) => {
    process.stderr.write(`\n  ${reason}: stopping the server. Start it again; the start repairs the database.\n\n`);
    process.exit(1);
  });

  let firstSignalAt = 0;
  const shutdown = (signal: string) => {
    // Ctrl+C reaches both `pnpm start` (which forwards it) and this process: a repeat within a
    // second is that same press; a later one means "stop now".
    if (firstSignalAt) {
      if (Date.now() - firstSignalAt > 1000) process.exit(1);
      return;
    }
    firstSignalAt = Date.now();
    console.info(`stopping on ${signal}`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

await main();
