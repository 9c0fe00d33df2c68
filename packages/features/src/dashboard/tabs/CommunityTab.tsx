import { useState } from 'react';
import useSWR from 'swr';
import { Badge, TextField } from '@academy/ui';
import { useI18n } from '../../i18n/index.ts';
import { supabase } from '../../backend/index.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { createTopic, deleteTopic, fetchTopics, setTopicHidden, topicToForm, updateTopic, type DashboardTopic } from '../data/topics.ts';
import { authorDisplayName } from '../model/author.ts';
import { emptyTopic, validateTopic, type TopicFormValues } from '../model/validation.ts';
import { ConfirmDialog } from '../parts/ConfirmDialog.tsx';
import { FormDialog } from '../parts/FormDialog.tsx';
import { ItemRow } from '../parts/ItemRow.tsx';
import { ListState } from '../parts/ListState.tsx';
import { ManagerHeader } from '../parts/ManagerHeader.tsx';
import { RowActions } from '../parts/RowActions.tsx';
import { TextAreaField } from '../parts/TextAreaField.tsx';
import { useDashboardAction } from '../useDashboardAction.ts';
import { useEntityForm } from '../useEntityForm.ts';
import * as styles from '../Dashboard.css.ts';

/** SPEC 2's Community tab, text for text. */
export function CommunityTab() {
  const { t, format } = useI18n();
  const run = useDashboardAction();
  const userId = useSession().user?.id ?? null;
  const topics = useSWR('dashboard/topics', () => fetchTopics(supabase()));
  const [deleting, setDeleting] = useState<DashboardTopic | null>(null);

  const form = useEntityForm<TopicFormValues>({
    empty: emptyTopic,
    validate: validateTopic,
    save: async (values, id) => {
      const ok = id
        ? await run(() => updateTopic(supabase(), id, values), 'dashboard.community.updated', 'dashboard.community.updateFailed')
        : await run(() => createTopic(supabase(), values, userId), 'dashboard.community.added', 'dashboard.community.createFailed');
      if (ok) void topics.mutate();
      return ok;
    },
  });
  const { values, errors } = form.state;
  const editing = form.state.mode === 'edit';

  const toggleHidden = async (topic: DashboardTopic) => {
    const hide = !topic.is_hidden;
    await run(
      () => setTopicHidden(supabase(), topic.id, hide),
      hide ? 'dashboard.community.nowHidden' : 'dashboard.community.nowVisible',
      'dashboard.community.visibilityFailed',
    );
    void topics.mutate();
  };

  return (
    <div className={styles.panel}>
      <ManagerHeader title={t('dashboard.community.heading')} actionLabel={t('dashboard.community.add')} onAction={form.openAdd} />
      <ListState
        data={topics.data}
        error={topics.error}
        isLoading={topics.isLoading}
        errorText={t('dashboard.community.error')}
        emptyText={t('dashboard.community.empty')}
        onRetry={() => void topics.mutate()}
      >
        {(rows) => (
          <ul className={styles.list} aria-label={t('dashboard.community.heading')}>
            {rows.map((topic) => (
              <ItemRow
                key={topic.id}
                title={topic.title}
                isHidden={topic.is_hidden}
                meta={
                  <>
                    <Badge variant="primary">{topic.category}</Badge>
                    <span>{topic.created_at ? format.date(topic.created_at) : t('dashboard.community.noDate')}</span>
                    {topic.is_hidden && <Badge variant="outline">{t('dashboard.hiddenBadge')}</Badge>}
                  </>
                }
                text={topic.content}
                footer={
                  <p className={styles.muted}>
                    {t('dashboard.community.postedBy')} {authorDisplayName(topic.author) ?? t('dashboard.community.unknownUser')}
                  </p>
                }
                actions={
                  <RowActions
                    name={topic.title}
                    onEdit={() => form.openEdit(topic.id, topicToForm(topic))}
                    isHidden={topic.is_hidden}
                    onToggleHidden={() => void toggleHidden(topic)}
                    onDelete={() => setDeleting(topic)}
                  />
                }
              />
            ))}
          </ul>
        )}
      </ListState>

      <FormDialog
        title={t(editing ? 'dashboard.community.formEdit' : 'dashboard.community.formAdd')}
        isOpen={form.isOpen}
        onClose={form.close}
        onSubmit={() => void form.submit()}
        submitLabel={t(editing ? 'dashboard.community.submitEdit' : 'dashboard.community.submitAdd')}
        pendingLabel={t(editing ? 'dashboard.community.updating' : 'dashboard.community.adding')}
        pending={form.state.pending}
      >
        <TextField
          label={t('dashboard.community.title')}
          value={values.title}
          onChange={(v) => form.setField('title', v)}
          errorMessage={errors.title && t(errors.title)}
          isRequired
        />
        <TextAreaField
          label={t('dashboard.community.description')}
          value={values.content}
          onChange={(v) => form.setField('content', v)}
          errorMessage={errors.content && t(errors.content)}
          isRequired
        />
        <TextField
          label={t('dashboard.community.category')}
          placeholder={t('dashboard.community.categoryPlaceholder')}
          value={values.category}
          onChange={(v) => form.setField('category', v)}
          errorMessage={errors.category && t(errors.category)}
          isRequired
        />
      </FormDialog>

      <ConfirmDialog
        message={deleting ? t('dashboard.community.confirmDelete') : null}
        confirmLabel={t('dashboard.actions.confirmDelete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await run(() => deleteTopic(supabase(), deleting.id), 'dashboard.community.deleted', 'dashboard.community.deleteFailed');
          void topics.mutate();
        }}
      />
    </div>
  );
}
