// Sends one mail: through SMTP when SMTP_HOST is set, otherwise into the embedded server's local
// mailbox (POST MAILBOX_URL with the service key).
import nodemailer from 'nodemailer';
import type { FunctionEnv } from './env.ts';

export type Mail = { to: string; subject: string; text: string; html?: string | undefined };

export async function sendMail(env: FunctionEnv, mail: Mail): Promise<void> {
  if (env.SMTP_HOST) {
    const port = Number(env.SMTP_PORT || 587);
    const transport = nodemailer.createTransport({
      host: env.SMTP_HOST,
      port,
      secure: port === 465,
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
    });
    await transport.sendMail({
      from: env.SMTP_FROM || env.SMTP_USER,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    return;
  }
  if (!env.MAILBOX_URL) throw new Error('sendMail: neither SMTP_HOST nor MAILBOX_URL is configured');
  const response = await (env.fetch ?? fetch)(env.MAILBOX_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: env.SUPABASE_SECRET_KEY, authorization: `Bearer ${env.SUPABASE_SECRET_KEY}` },
    body: JSON.stringify({ ...mail, from: env.SMTP_FROM }),
  });
  if (!response.ok) throw new Error(`sendMail: mailbox answered HTTP ${response.status}`);
}
