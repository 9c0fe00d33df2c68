import { useCallback, useEffect, useRef, useState } from 'react';
import { supabase } from '../backend/index.ts';
import { useT } from '../i18n/index.ts';
import { notify } from '../shell/notify.ts';
import { fetchSendProgress, sendNewsletter, type SendProgress } from './data/newsletters.ts';

const POLL_MS = 1000;

/**
 * Sends a newsletter through the newsletter-send function and, while it runs, polls the
 * per-recipient delivery rows so the row can show "Sent n of m".
 */
export function useSendNewsletter(onDone: () => void) {
  const t = useT();
  const [sendingId, setSendingId] = useState<string | null>(null);
  const [progress, setProgress] = useState<SendProgress | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stopPolling = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stopPolling, []);

  const send = useCallback(
    async (id: string) => {
      setSendingId(id);
      setProgress(null);
      const poll = () =>
        fetchSendProgress(supabase(), id).then(
          (next) => setProgress(next),
          () => {},
        );
      timer.current = setInterval(poll, POLL_MS);
      try {
        const outcome = await sendNewsletter(supabase(), id);
        setProgress({ sent: outcome.sent, total: outcome.total });
        if (outcome.status === 'sent') notify('success', t('dashboard.newsletter.sentToast'));
        else notify('error', t('dashboard.newsletter.sendFailed'));
      } catch (error) {
        console.error(error);
        notify('error', t('dashboard.newsletter.sendFailed'));
      } finally {
        stopPolling();
        setSendingId(null);
        onDone();
      }
    },
    [t, onDone],
  );

  return { send, sendingId, progress };
}
