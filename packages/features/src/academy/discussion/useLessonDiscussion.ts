import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { supabase } from '../../backend/index.ts';
import { useT } from '../../i18n/index.ts';
import { requestNotificationMails } from '../../notifications/api.ts';
import { notify } from '../../shell/notify.ts';
import { questionSeconds, threadsOf, type LessonMessage } from './model.ts';
import {
  deleteLessonMessage,
  editLessonMessage,
  fetchLessonMessages,
  hideLessonMessage,
  postLessonMessage,
  type NewLessonMessage,
} from './queries.ts';

/** What the discussion's write boxes send: a question or note (with its kind) or a reply. */
export type NewMessage = Omit<NewLessonMessage, 'videoId'>;

const noMessages: LessonMessage[] = [];

/** The discussion of the open lesson (null: none open): its threads, markers, and the writes, each followed by a re-read. */
export function useLessonDiscussion(videoId: string | null) {
  const t = useT();
  const query = useSWR(videoId ? (['academy/discussion', videoId] as const) : null, ([, id]) => fetchLessonMessages(supabase(), id), {
    revalidateOnFocus: false,
  });
  const messages = query.data ?? noMessages;
  const threads = useMemo(() => threadsOf(messages), [messages]);
  const markers = useMemo(() => questionSeconds(threads), [threads]);
  const { mutate } = query;

  /** Runs a write; on failure tells the member and rethrows (the form keeps its draft). */
  const write = useCallback(
    async (action: () => Promise<unknown>, failure: string) => {
      try {
        await action();
      } catch (error) {
        notify('error', t(failure));
        throw error;
      } finally {
        void mutate();
      }
    },
    [mutate, t],
  );

  return {
    status: query.error ? ('error' as const) : query.data ? ('ready' as const) : ('loading' as const),
    threads,
    markers,
    retry: () => void mutate(),
    post: (message: NewMessage) =>
      write(async () => {
        await postLessonMessage(supabase(), { ...message, videoId: videoId! });
        // The post queued mails for the people in the thread; ask for them to go out now (fire-and-forget).
        requestNotificationMails(supabase());
      }, 'academy.discussion.postError'),
    edit: (id: string, body: string) => write(() => editLessonMessage(supabase(), id, body), 'academy.discussion.actionError'),
    hide: (id: string, hidden: boolean) => write(() => hideLessonMessage(supabase(), id, hidden), 'academy.discussion.actionError'),
    remove: (id: string) => write(() => deleteLessonMessage(supabase(), id), 'academy.discussion.actionError'),
  };
}
