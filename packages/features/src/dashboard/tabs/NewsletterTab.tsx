import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { Badge, Button, Dialog, ProgressBar, Switch, TextField } from '@academy/ui';
import { useI18n } from '../../i18n/index.ts';
import { supabase } from '../../backend/index.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import {
  createNewsletter,
  deleteNewsletter,
  fetchNewsletters,
  newsletterToForm,
  updateNewsletter,
  type DashboardNewsletter,
} from '../data/newsletters.ts';
import { emptyNewsletter, validateNewsletter, type NewsletterFormValues } from '../model/validation.ts';
import { ConfirmDialog } from '../parts/ConfirmDialog.tsx';
import { FormDialog } from '../parts/FormDialog.tsx';
import { ImageField } from '../parts/ImageField.tsx';
import { ItemRow } from '../parts/ItemRow.tsx';
import { ListState } from '../parts/ListState.tsx';
import { ManagerHeader } from '../parts/ManagerHeader.tsx';
import { TextAreaField } from '../parts/TextAreaField.tsx';
import { useDashboardAction } from '../useDashboardAction.ts';
import { useEntityForm } from '../useEntityForm.ts';
import { useSendNewsletter } from '../useSendNewsletter.ts';
import * as styles from '../Dashboard.css.ts';

const statusBadge = { draft: 'neutral', sending: 'warning', sent: 'success' } as const;
const statusKey = {
  draft: 'dashboard.newsletter.draft',
  sending: 'dashboard.newsletter.sending',
  sent: 'dashboard.newsletter.sent',
} as const;

/** Newsletter Manager: persisted drafts, a real send to confirmed subscribers with progress. */
export function NewsletterTab() {
  const { t, format } = useI18n();
  const run = useDashboardAction();
  const userId = useSession().user?.id ?? null;
  const newsletters = useSWR('dashboard/newsletters', () => fetchNewsletters(supabase()));
  const [deleting, setDeleting] = useState<DashboardNewsletter | null>(null);
  const [confirmSend, setConfirmSend] = useState<DashboardNewsletter | null>(null);
  const [viewing, setViewing] = useState<DashboardNewsletter | null>(null);
  const [uploading, setUploading] = useState(false);
  const refresh = useCallback(() => void newsletters.mutate(), [newsletters]);
  const { send, sendingId, progress } = useSendNewsletter(refresh);

  const form = useEntityForm<NewsletterFormValues>({
    empty: emptyNewsletter,
    validate: validateNewsletter,
    save: async (values, id) => {
      const ok = id
        ? await run(() => updateNewsletter(supabase(), id, values), 'dashboard.newsletter.updated', 'dashboard.newsletter.saveFailed')
        : await run(() => createNewsletter(supabase(), values, userId), 'dashboard.newsletter.created', 'dashboard.newsletter.saveFailed');
      if (ok) refresh();
      return ok;
    },
  });
  const { values, errors } = form.state;

  const progressView = (newsletter: DashboardNewsletter) => {
    if (sendingId !== newsletter.id) return null;
    const total = progress?.total ?? 0;
    const sent = progress?.sent ?? 0;
    const label = t('dashboard.newsletter.progress', { sent, total });
    return (
      <div className={styles.progress}>
        <ProgressBar label={label} value={total ? (sent / total) * 100 : 0} />
      </div>
    );
  };

  return (
    <div className={styles.panel}>
      <ManagerHeader title={t('dashboard.newsletter.heading')} actionLabel={t('dashboard.newsletter.create')} onAction={form.openAdd} />
      <ListState
        data={newsletters.data}
        error={newsletters.error}
        isLoading={newsletters.isLoading}
        errorText={t('dashboard.newsletter.error')}
        emptyText={t('dashboard.newsletter.empty')}
        onRetry={refresh}
      >
        {(rows) => (
          <ul className={styles.list} aria-label={t('dashboard.newsletter.heading')}>
            {rows.map((newsletter) => {
              const name = newsletter.title;
              const busy = sendingId === newsletter.id;
              // The row reads 'sending' from the moment Send is pressed, before the list is reloaded.
              const status = busy ? 'sending' : newsletter.status;
              return (
                <ItemRow
                  key={newsletter.id}
                  title={newsletter.title}
                  media={
                    newsletter.image_url ? <img className={styles.media_} src={newsletter.image_url} alt="" loading="lazy" /> : undefined
                  }
                  meta={
                    <>
                      <Badge variant={statusBadge[status]}>{t(statusKey[status])}</Badge>
                      <span>{format.date(newsletter.created_at)}</span>
                    </>
                  }
                  footer={progressView(newsletter)}
                  actions={
                    <>
                      {newsletter.status !== 'sent' && (
                        <Button
                          size="sm"
                          onPress={() => setConfirmSend(newsletter)}
                          isLoading={busy}
                          isDisabled={sendingId !== null && !busy}
                          aria-label={`${t('dashboard.newsletter.send')}: ${name}`}
                        >
                          {t('dashboard.newsletter.send')}
                        </Button>
                      )}
                      {status === 'draft' && (
                        <Button
                          size="sm"
                          variant="outline"
                          onPress={() => form.openEdit(newsletter.id, newsletterToForm(newsletter))}
                          aria-label={`${t('dashboard.actions.edit')}: ${name}`}
                        >
                          {t('dashboard.actions.edit')}
                        </Button>
                      )}
                      {newsletter.status === 'sent' && (
                        <Button
                          size="sm"
                          variant="outline"
                          onPress={() => setViewing(newsletter)}
                          aria-label={`${t('dashboard.newsletter.view')}: ${name}`}
                        >
                          {t('dashboard.newsletter.view')}
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="danger"
                        onPress={() => setDeleting(newsletter)}
                        isDisabled={busy}
                        aria-label={`${t('dashboard.actions.delete')}: ${name}`}
                      >
                        {t('dashboard.actions.delete')}
                      </Button>
                    </>
                  }
                />
              );
            })}
          </ul>
        )}
      </ListState>

      <FormDialog
        title={t(form.state.mode === 'edit' ? 'dashboard.newsletter.formEdit' : 'dashboard.newsletter.formCreate')}
        isOpen={form.isOpen}
        onClose={form.close}
        onSubmit={() => void form.submit()}
        submitLabel={t('dashboard.newsletter.saveDraft')}
        pending={form.state.pending}
        isBusy={uploading}
      >
        <TextField
          label={t('dashboard.newsletter.title')}
          value={values.title}
          onChange={(v) => form.setField('title', v)}
          errorMessage={errors.title && t(errors.title)}
          isRequired
        />
        <ImageField
          key={`${form.state.mode}-${form.state.editingId ?? ''}`}
          label={t('dashboard.newsletter.image')}
          bucket="newsletter-images"
          value={values.image_url}
          onChange={(url) => form.setField('image_url', url)}
          onBusyChange={setUploading}
        />
        <Switch isSelected={values.is_html} onChange={(v) => form.setField('is_html', v)}>
          {t(values.is_html ? 'dashboard.newsletter.html' : 'dashboard.newsletter.plain')}
        </Switch>
        <TextAreaField
          label={t('dashboard.newsletter.body')}
          value={values.body}
          onChange={(v) => form.setField('body', v)}
          placeholder={t(values.is_html ? 'dashboard.newsletter.bodyPlaceholderHtml' : 'dashboard.newsletter.bodyPlaceholderPlain')}
          errorMessage={errors.body && t(errors.body)}
          monospace={values.is_html}
          isRequired
          rows={10}
        />
      </FormDialog>

      <Dialog
        title={viewing?.title ?? ''}
        isOpen={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        closeLabel={t('dashboard.actions.close')}
        size="xl"
      >
        {viewing && (
          // As the mail shows it (newsletter-send's renderNewsletter): the title (this dialog's), the image, the body.
          <div className={styles.viewerParts}>
            {viewing.image_url ? <img className={styles.viewerImage} src={viewing.image_url} alt={viewing.title} /> : null}
            {viewing.is_html ? (
              // Staff-written HTML is shown in a sandbox with scripts off; the mail itself is sanitised by the function.
              <iframe className={styles.viewer} sandbox="" srcDoc={viewing.body} title={viewing.title} />
            ) : (
              <pre className={styles.plainBody}>{viewing.body}</pre>
            )}
          </div>
        )}
      </Dialog>

      <ConfirmDialog
        message={confirmSend ? t('dashboard.newsletter.confirmSend') : null}
        confirmLabel={t('dashboard.newsletter.send')}
        variant="primary"
        onClose={() => setConfirmSend(null)}
        onConfirm={async () => {
          if (confirmSend) void send(confirmSend.id);
        }}
      />
      <ConfirmDialog
        message={deleting ? t('dashboard.newsletter.confirmDelete') : null}
        confirmLabel={t('dashboard.actions.confirmDelete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await run(() => deleteNewsletter(supabase(), deleting.id), 'dashboard.newsletter.deleted', 'dashboard.newsletter.deleteFailed');
          refresh();
        }}
      />
    </div>
  );
}
