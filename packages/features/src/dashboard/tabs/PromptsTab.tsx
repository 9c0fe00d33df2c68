import { useState } from 'react';
import useSWR from 'swr';
import { Badge, Switch, TextField } from '@academy/ui';
import { useT } from '../../i18n/index.ts';
import { supabase } from '../../backend/index.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import {
  createPrompt,
  deletePrompt,
  fetchPrompts,
  promptToForm,
  setPromptHidden,
  updatePrompt,
  type DashboardPrompt,
} from '../data/prompts.ts';
import { emptyPrompt, validatePrompt, type PromptFormValues } from '../model/validation.ts';
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

/** The prompts manager, persisted in ai_prompts (the spec's original kept local sample data). */
export function PromptsTab() {
  const t = useT();
  const run = useDashboardAction();
  const userId = useSession().user?.id ?? null;
  const prompts = useSWR('dashboard/prompts', () => fetchPrompts(supabase()));
  const [deleting, setDeleting] = useState<DashboardPrompt | null>(null);

  const form = useEntityForm<PromptFormValues>({
    empty: emptyPrompt,
    validate: validatePrompt,
    save: async (values, id) => {
      const ok = id
        ? await run(() => updatePrompt(supabase(), id, values), 'dashboard.prompts.updated', 'dashboard.prompts.updateFailed')
        : await run(() => createPrompt(supabase(), values, userId), 'dashboard.prompts.added', 'dashboard.prompts.createFailed');
      if (ok) void prompts.mutate();
      return ok;
    },
  });
  const { values, errors } = form.state;

  const toggleHidden = async (prompt: DashboardPrompt) => {
    const hide = !prompt.is_hidden;
    await run(
      () => setPromptHidden(supabase(), prompt.id, hide),
      hide ? 'dashboard.prompts.hidden' : 'dashboard.prompts.shown',
      'dashboard.prompts.visibilityFailed',
    );
    void prompts.mutate();
  };

  return (
    <div className={styles.panel}>
      <ManagerHeader title={t('dashboard.prompts.heading')} actionLabel={t('dashboard.prompts.add')} onAction={form.openAdd} />
      <ListState
        data={prompts.data}
        error={prompts.error}
        isLoading={prompts.isLoading}
        errorText={t('dashboard.prompts.error')}
        emptyText={t('dashboard.prompts.empty')}
        onRetry={() => void prompts.mutate()}
      >
        {(rows) => (
          <ul className={styles.list} aria-label={t('dashboard.prompts.heading')}>
            {rows.map((prompt) => (
              <ItemRow
                key={prompt.id}
                title={prompt.title}
                isHidden={prompt.is_hidden}
                meta={
                  <>
                    <Badge variant="info">{prompt.category || prompt.type}</Badge>
                    <span>{prompt.author || t('dashboard.prompts.unknownAuthor')}</span>
                    {prompt.is_premium && <Badge variant="premium">{t('dashboard.premiumBadge')}</Badge>}
                    {prompt.is_hidden && <Badge variant="outline">{t('dashboard.hiddenBadge')}</Badge>}
                  </>
                }
                text={prompt.text}
                actions={
                  <RowActions
                    name={prompt.title}
                    onEdit={() => form.openEdit(prompt.id, promptToForm(prompt))}
                    isHidden={prompt.is_hidden}
                    onToggleHidden={() => void toggleHidden(prompt)}
                    onDelete={() => setDeleting(prompt)}
                  />
                }
              />
            ))}
          </ul>
        )}
      </ListState>

      <FormDialog
        title={t(form.state.mode === 'edit' ? 'dashboard.prompts.formEdit' : 'dashboard.prompts.formAdd')}
        isOpen={form.isOpen}
        onClose={form.close}
        onSubmit={() => void form.submit()}
        submitLabel={t(form.state.mode === 'edit' ? 'dashboard.prompts.submitEdit' : 'dashboard.prompts.submitAdd')}
        pending={form.state.pending}
      >
        <TextField
          label={t('dashboard.prompts.title')}
          value={values.title}
          onChange={(v) => form.setField('title', v)}
          errorMessage={errors.title && t(errors.title)}
          isRequired
        />
        <TextAreaField
          label={t('dashboard.prompts.text')}
          value={values.text}
          onChange={(v) => form.setField('text', v)}
          errorMessage={errors.text && t(errors.text)}
          isRequired
          monospace
          rows={6}
        />
        <div className={styles.formRow}>
          <TextField
            label={t('dashboard.prompts.category')}
            placeholder={t('dashboard.prompts.categoryPlaceholder')}
            value={values.category}
            onChange={(v) => form.setField('category', v)}
            errorMessage={errors.category && t(errors.category)}
            isRequired
          />
          <TextField
            label={t('dashboard.prompts.author')}
            value={values.author}
            onChange={(v) => form.setField('author', v)}
            errorMessage={errors.author && t(errors.author)}
            isRequired
          />
        </div>
        <div className={styles.switches}>
          <Switch isSelected={values.is_premium} onChange={(v) => form.setField('is_premium', v)}>
            {t('dashboard.prompts.premium')}
          </Switch>
          <Switch isSelected={values.is_visible} onChange={(v) => form.setField('is_visible', v)}>
            {t('dashboard.prompts.visible')}
          </Switch>
        </div>
      </FormDialog>

      <ConfirmDialog
        message={deleting ? t('dashboard.prompts.confirmDelete') : null}
        confirmLabel={t('dashboard.actions.confirmDelete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await run(() => deletePrompt(supabase(), deleting.id), 'dashboard.prompts.deleted', 'dashboard.prompts.deleteFailed');
          void prompts.mutate();
        }}
      />
    </div>
  );
}
