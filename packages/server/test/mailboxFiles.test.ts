// Recovery and magic links in the local mailbox sign their reader in: only the server's own user may read them
// (issue 32, "Also"). New mailboxes and messages are private, and a mailbox made before the rule is tightened when
// the server opens it.
import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Mailbox } from '../src/mailbox.ts';
import { tempDir } from './helpers.ts';

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe.skipIf(process.platform === 'win32')('the local mailbox on disk', () => {
  it('is a 0700 folder of 0600 messages', () => {
    const directory = path.join(tempDir(), 'mailbox');
    const mailbox = new Mailbox(directory);
    mailbox.add({ to: 'member@example.com', subject: 'Reset Your Password', text: 'http://127.0.0.1/auth/v1/verify?token=secret' });
    expect(modeOf(directory)).toBe(0o700);
    const names = readdirSync(directory);
    expect(names).toHaveLength(1);
    expect(modeOf(path.join(directory, names[0]!))).toBe(0o600);
  });

  it('tightens a mailbox an older version left readable by everyone', () => {
    const directory = path.join(tempDir(), 'mailbox');
    mkdirSync(directory, { mode: 0o755 });
    chmodSync(directory, 0o755);
    const old = path.join(directory, '2026-01-01T00-00-00-000Z_00000000-0000-4000-8000-000000000001.json');
    writeFileSync(old, JSON.stringify({ id: '00000000-0000-4000-8000-000000000001', to: 'a@example.com', subject: 's' }));
    chmodSync(old, 0o644);
    new Mailbox(directory);
    expect(modeOf(directory)).toBe(0o700);
    expect(modeOf(old)).toBe(0o600);
  });
});
