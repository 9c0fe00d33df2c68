import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Badge, Button, formatPlayerTime, Spinner } from '@academy/ui';
import { useI18n, useT } from '../../i18n/index.ts';
import { forumAuthorLabel } from '../../community/model.ts';
import { RichText } from '../../community/RichText.tsx';
import { ForumNameField, useForumNameStep } from '../../community/ForumNameField.tsx';
import type { ForumNameState } from '../../community/useForumName.ts';
import { lessonMessageKinds, normalizeMessage, secondOf, type LessonMessage, type LessonMessageKind, type LessonThread } from './model.ts';
import type { NewMessage } from './useLessonDiscussion.ts';
import { ConfirmDialog } from '../../shell/ConfirmDialog.tsx';
import * as styles from './LessonDiscussion.css.ts';

export type DiscussionStatus = 'loading' | 'error' | 'locked' | 'ready';

export type LessonDiscussionProps = {
  status: DiscussionStatus;
  threads: readonly LessonThread[];
  userId: string | null;
  isStaff: boolean;
  /** Signed in with a profile: may write (the database checks again). */
  canWrite: boolean;
  onRetry: () => void;
  /** A timestamp was pressed: the player goes there. */
  onSeek: (seconds: number) => void;
  /** The player's time now (null before it reports), carried by a new question. */
  currentSeconds: number | null;
  onPost: (message: NewMessage) => Promise<void>;
  onEdit: (id: string, body: string) => Promise<void>;
  onHide: (id: string, hidden: boolean) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
  /** Where a visitor or a non-subscriber goes to take part. */
  plansHref: string;
  /** The writer's own name: a first question or reply asks for one (issue 39.4). Omitted: never asked. */
  forumName?: ForumNameState;
  /**
   * A question started elsewhere (a transcript line, issue 38): the question box takes the quoted text, is pinned to
   * that second instead of the player's, and gets the focus. A new `key` starts another.
   */
  askFrom?: AskFrom;
};

/** A question to start at `seconds` with `quote` (already quoted) in its text. */
export type AskFrom = { seconds: number; quote: string; key: number };

const neverAsk: ForumNameState = { name: '', generated: null, save: async () => {}, skip: () => {} };

/** The discussion under a lesson's player: questions and notes at their second, replies, the write box. */
export function LessonDiscussion(props: LessonDiscussionProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId} data-testid="lesson-discussion">
      <h3 id={headingId} className={styles.heading}>
        {t('academy.discussion.title')}
      </h3>
      <DiscussionBody {...props} />
    </section>
  );
}

function DiscussionBody(props: LessonDiscussionProps) {
  const t = useT();
  const { status, threads } = props;
  if (status === 'loading')
    return (
      <p className={styles.muted} role="status">
        <Spinner size="sm" decorative /> {t('academy.discussion.loading')}
      </p>
    );
  if (status === 'error')
    return (
      <div className={styles.locked} role="alert">
        <p className={styles.text}>{t('academy.discussion.loadError')}</p>
        <Button size="sm" variant="outline" onPress={props.onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  if (status === 'locked')
    return (
      <div className={styles.locked}>
        <p className={styles.text}>{t('academy.discussion.locked')}</p>
        <Button size="sm" href={props.plansHref}>
          {t('academy.course.upgrade')}
        </Button>
      </div>
    );
  return (
    <>
      {threads.length === 0 ? (
        <p className={styles.muted}>{t('academy.discussion.empty')}</p>
      ) : (
        <ol className={styles.list}>
          {threads.map((thread) => (
            <li key={thread.question.id}>
              <MessageView message={thread.question} {...props} />
              {thread.replies.length > 0 ? (
                <ol className={styles.replies} aria-label={t('academy.discussion.replies')}>
                  {thread.replies.map((reply) => (
                    <li key={reply.id}>
                      <MessageView message={reply} {...props} />
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {props.canWrite ? (
        <WriteBox {...props} parentId={null} />
      ) : (
        <div className={styles.formRow}>
          <p className={styles.muted}>{t('academy.discussion.signIn')}</p>
          <Button size="sm" variant="outline" href="/signin">
            {t('academy.progress.signInAction')}
          </Button>
        </div>
      )}
    </>
  );
}

function MessageView({ message, ...props }: LessonDiscussionProps & { message: LessonMessage }) {
  const t = useT();
  const { format } = useI18n();
  const [mode, setMode] = useState<'read' | 'edit' | 'reply'>('read');
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const own = props.userId !== null && message.author_id === props.userId;
  const isQuestion = message.parent_id === null;
  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className={message.is_hidden ? `${styles.message} ${styles.hidden}` : styles.message} data-message={message.id}>
      <div className={styles.meta}>
        <span className={styles.author}>
          {forumAuthorLabel(message.author, own, { you: t('community.you'), unknown: t('community.unknownUser') })}
        </span>
        {message.kind ? (
          <Badge variant={message.kind === 'question' ? 'info' : 'neutral'}>{t(`academy.discussion.kind.${message.kind}`)}</Badge>
        ) : null}
        {message.by_staff ? <Badge variant="primary">{t('academy.discussion.staff')}</Badge> : null}
        {message.at_seconds !== null ? (
          <button
            type="button"
            className={styles.timestamp}
            onClick={() => props.onSeek(message.at_seconds!)}
            aria-label={t('academy.discussion.seek', { time: formatPlayerTime(message.at_seconds) })}
          >
            {formatPlayerTime(message.at_seconds)}
          </button>
        ) : null}
        <time dateTime={message.created_at}>{format.date(message.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
        {message.updated_at ? <span>{t('academy.discussion.edited')}</span> : null}
        {message.is_hidden ? <Badge variant="warning">{t('academy.discussion.hidden')}</Badge> : null}
      </div>
      {/* Its author still reads a message staff hid (issue 39.15), told why nobody else does. */}
      {message.is_hidden && own && !props.isStaff ? <p className={styles.hiddenNote}>{t('academy.discussion.hiddenForAuthor')}</p> : null}
      {mode === 'edit' ? (
        <EditBox
          initial={message.body}
          onCancel={() => setMode('read')}
          onSave={async (body) => {
            await props.onEdit(message.id, body);
            setMode('read');
          }}
        />
      ) : (
        <p className={styles.text}>
          <RichText text={message.body} />
        </p>
      )}
      {mode === 'read' ? (
        <div className={styles.tools}>
          {isQuestion && props.canWrite && !message.is_hidden ? (
            <Button size="sm" variant="ghost" onPress={() => setMode('reply')}>
              {t('academy.discussion.reply')}
            </Button>
          ) : null}
          {own ? (
            <Button size="sm" variant="ghost" onPress={() => setMode('edit')}>
              {t('academy.discussion.edit')}
            </Button>
          ) : null}
          {props.isStaff ? (
            <Button
              size="sm"
              variant="ghost"
              isDisabled={busy}
              onPress={() => void act(() => props.onHide(message.id, !message.is_hidden))}
            >
              {message.is_hidden ? t('academy.discussion.show') : t('academy.discussion.hide')}
            </Button>
          ) : null}
          {own || props.isStaff ? (
            <Button size="sm" variant="ghost" isDisabled={busy} onPress={() => setConfirmingDelete(true)}>
              {t('academy.discussion.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        message={confirmingDelete ? t('academy.discussion.deleteConfirm') : null}
        confirmLabel={t('academy.discussion.delete')}
        labels={{ title: t('common.confirm'), cancel: t('common.cancel'), close: t('common.close') }}
        onConfirm={() => act(() => props.onDelete(message.id))}
        onClose={() => setConfirmingDelete(false)}
      />
      {mode === 'reply' ? <WriteBox {...props} parentId={message.id} onDone={() => setMode('read')} /> : null}
    </article>
  );
}

function EditBox({ initial, onSave, onCancel }: { initial: string; onSave: (body: string) => Promise<void>; onCancel: () => void }) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  const body = normalizeMessage(draft);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body) return;
    setSaving(true);
    try {
      await onSave(body);
    } catch {
      setSaving(false);
    }
  };
  return (
    <form method="post" className={styles.form} onSubmit={(event) => void submit(event)}>
      <label className={styles.fieldLabel} htmlFor={id}>
        {t('academy.discussion.edit')}
      </label>
      <textarea id={id} className={styles.textarea} value={draft} maxLength={4000} onChange={(event) => setDraft(event.target.value)} />
      <div className={styles.tools}>
        <Button type="submit" size="sm" isDisabled={!body} isLoading={saving}>
          {t('academy.discussion.save')}
        </Button>
        <Button size="sm" variant="ghost" onPress={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

function WriteBox({
  parentId,
  onPost,
  currentSeconds,
  onDone,
  forumName,
  askFrom,
}: LessonDiscussionProps & { parentId: string | null; onDone?: () => void }) {
  const t = useT();
  const id = useId();
  const nameStep = useForumNameStep(forumName ?? neverAsk);
  const [draft, setDraft] = useState('');
  const [kind, setKind] = useState<LessonMessageKind>('question');
  const [posting, setPosting] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  // The second a question was started from (a transcript line); null: it follows the player.
  const [pinned, setPinned] = useState<number | null>(null);
  const body = normalizeMessage(draft);
  // A question carries the second the player is at when it is sent (or the one it was started from); a reply answers
  // its question's second.
  const at = parentId === null ? (pinned ?? secondOf(currentSeconds)) : null;
  // A new question from elsewhere (only a new key starts one; a box mounted after it does not repeat it).
  const askKey = parentId === null ? askFrom?.key : undefined;
  const [startedKey, setStartedKey] = useState(askKey);
  if (askKey !== startedKey) {
    setStartedKey(askKey);
    if (askFrom && askKey !== undefined) {
      setPinned(secondOf(askFrom.seconds));
      setKind('question');
      setDraft(draft.trim() ? `${draft.trimEnd()}\n\n${askFrom.quote}\n\n` : `${askFrom.quote}\n\n`);
    }
  }
  const mountedKey = useRef(askKey);
  useEffect(() => {
    const box = field.current;
    if (askKey === undefined || askKey === mountedKey.current || !box) return;
    box.focus();
    // The caret after the quote, where the question goes.
    box.setSelectionRange(box.value.length, box.value.length);
  }, [askKey]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body) return;
    setPosting(true);
    try {
      if (!(await nameStep.saveIfAsked())) return;
      await onPost({ body, atSeconds: at, parentId, kind: parentId === null ? kind : null });
      setDraft('');
      setKind('question');
      setPinned(null);
      // Send is disabled once the box is empty: focus stays in the dialog (Escape still closes it).
      field.current?.focus();
      onDone?.();
    } catch {
      // The page has told the member (a toast); the draft stays to try again.
    } finally {
      setPosting(false);
    }
  };
  return (
    <form method="post" className={styles.form} onSubmit={(event) => void submit(event)}>
      {parentId === null ? (
        <fieldset className={styles.kinds}>
          <legend className={styles.fieldLabel}>{t('academy.discussion.kind.label')}</legend>
          {lessonMessageKinds.map((option) => (
            <label key={option} className={styles.kind}>
              <input type="radio" name={`${id}-kind`} value={option} checked={kind === option} onChange={() => setKind(option)} />
              {t(`academy.discussion.kind.${option}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <ForumNameField step={nameStep} autoFocus={false} />
      <label className={styles.fieldLabel} htmlFor={id}>
        {parentId === null
          ? at !== null
            ? t('academy.discussion.askAt', { time: formatPlayerTime(at) })
            : t('academy.discussion.ask')
          : t('academy.discussion.replyLabel')}
      </label>
      <textarea
        ref={field}
        id={id}
        className={styles.textarea}
        value={draft}
        maxLength={4000}
        placeholder={parentId === null ? t('academy.discussion.placeholder') : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          // An emptied box lets go of the line's second.
          if (!event.target.value.trim()) setPinned(null);
        }}
      />
      <div className={styles.tools}>
        <Button type="submit" size="sm" isDisabled={!body} isLoading={posting}>
          {parentId === null ? t('academy.discussion.send') : t('academy.discussion.sendReply')}
        </Button>
        {onDone ? (
          <Button size="sm" variant="ghost" onPress={onDone}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
