// The local mailbox: with no SMTP server configured, every mail the product sends (auth recovery,
// newsletters) is kept as one JSON file under DATA_DIR/mailbox and can be read on /_mailbox.
// Recovery and magic links sign their reader in, so only the server's own user may read them: the folder is 0700
// and each message 0600, and a mailbox made before that rule is tightened when it is opened (issue 32).
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { SmtpEmailDriver, type EmailDriver, type EmailMessage } from '@supabase/lite';

export type MailMessage = {
  id: string;
  to: string;
  from: string | null;
  subject: string;
  text: string | null;
  html: string | null;
  sentAt: string;
};

const FOLDER_MODE = 0o700;
const MESSAGE_MODE = 0o600;

export type SmtpSettings = { host: string; port: number; user?: string | undefined; pass?: string | undefined; from: string };

export class Mailbox {
  readonly directory: string;
  constructor(directory: string) {
    this.directory = directory;
    mkdirSync(directory, { recursive: true, mode: FOLDER_MODE });
    chmodSync(directory, FOLDER_MODE);
    for (const entry of readdirSync(directory, { withFileTypes: true }))
      if (entry.isFile()) chmodSync(path.join(directory, entry.name), MESSAGE_MODE);
  }

  add(message: EmailMessage & { from?: string | null }): MailMessage {
    const stored: MailMessage = {
      id: randomUUID(),
      to: message.to,
      from: message.from ?? null,
      subject: message.subject,
      text: message.text ?? null,
      html: message.html ?? null,
      sentAt: new Date().toISOString(),
    };
    // Written beside, then renamed: a reader never sees half a message.
    const name = `${stored.sentAt.replace(/[:.]/g, '-')}_${stored.id}.json`;
    const temp = path.join(this.directory, `.${name}.tmp`);
    writeFileSync(temp, JSON.stringify(stored), { mode: MESSAGE_MODE });
    renameSync(temp, path.join(this.directory, name));
    return stored;
  }

  /** Newest first; `to` matches case-insensitively. */
  list(filter: { to?: string | null } = {}): MailMessage[] {
    const wanted = filter.to?.trim().toLowerCase();
    const messages: MailMessage[] = [];
    for (const name of readdirSync(this.directory).sort().reverse()) {
      if (!name.endsWith('.json') || name.startsWith('.')) continue;
      const message = JSON.parse(readFileSync(path.join(this.directory, name), 'utf8')) as MailMessage;
      if (!wanted || message.to.toLowerCase() === wanted) messages.push(message);
    }
    return messages;
  }

  get(id: string): MailMessage | null {
    if (!/^[0-9a-f-]{36}$/.test(id)) return null;
    const name = readdirSync(this.directory).find((n) => n.endsWith(`_${id}.json`));
    return name ? (JSON.parse(readFileSync(path.join(this.directory, name), 'utf8')) as MailMessage) : null;
  }
}

/** Delivers auth mail into the local mailbox. */
export class MailboxEmailDriver implements EmailDriver {
  readonly mailbox: Mailbox;
  constructor(mailbox: Mailbox) {
    this.mailbox = mailbox;
  }
  async send(message: EmailMessage): Promise<void> {
    this.mailbox.add(message);
  }
}

/** SMTP when configured, else the local mailbox. */
export function createEmailDriver(mailbox: Mailbox, smtp: SmtpSettings | null): EmailDriver {
  if (!smtp) return new MailboxEmailDriver(mailbox);
  return new SmtpEmailDriver({ host: smtp.host, port: smtp.port, user: smtp.user, pass: smtp.pass, from: smtp.from });
}
