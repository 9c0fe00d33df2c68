// Sends the pending notification mails of the outbox (public.notifications, mail_status 'pending').
// The database claims them (at most a batch, and fewer when the per-minute pace is reached), so any
// number of concurrent calls sends each mail once.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Mail } from '../_shared/mail.ts';
import { signToken } from '../_shared/signedToken.ts';
import { composeNotifyMail, notifyUnsubscribeUrl, type PendingMail } from './compose.ts';

export const UNSUBSCRIBE_PURPOSE = 'notify-unsubscribe';
export const BATCH = 20;
export const PER_MINUTE = 60;

export type Outbox = {
  claim(batch: number, perMinute: number): Promise<PendingMail[]>;
  finish(sent: string[], failed: string[]): Promise<void>;
};

export function supabaseOutbox(admin: SupabaseClient): Outbox {
  return {
    async claim(batch, perMinute) {
      const { data, error } = await admin.rpc('claim_notification_mails', { batch, per_minute: perMinute });
      if (error) throw new Error(`claim_notification_mails: ${error.message}`);
      return (data ?? []) as PendingMail[];
    },
    async finish(sent, failed) {
      const { error } = await admin.rpc('finish_notification_mails', { sent, failed });
      if (error) throw new Error(`finish_notification_mails: ${error.message}`);
    },
  };
}

export async function sendPendingMails(
  outbox: Outbox,
  options: { siteUrl: string; secret: string; deliver: (mail: Mail) => Promise<void> },
): Promise<{ sent: number; failed: number }> {
  const claimed = await outbox.claim(BATCH, PER_MINUTE);
  const sent: string[] = [];
  const failed: string[] = [];
  for (const pending of claimed) {
    try {
      const token = await signToken(options.secret, UNSUBSCRIBE_PURPOSE, pending.recipient_id);
      const mail = composeNotifyMail(pending, options.siteUrl, notifyUnsubscribeUrl(options.siteUrl, token));
      await options.deliver({ to: pending.email, ...mail });
      sent.push(pending.id);
    } catch (cause) {
      console.error('notify-mail: could not send', pending.id, cause);
      failed.push(pending.id);
    }
  }
  if (claimed.length > 0) await outbox.finish(sent, failed);
  return { sent: sent.length, failed: failed.length };
}
