import { useState } from 'react';
import useSWR from 'swr';
import { Badge, Select, TextField } from '@academy/ui';
import { useT } from '../../i18n/index.ts';
import { supabase } from '../../backend/index.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { createTool, deleteTool, fetchTools, toolCategories, toolToForm, updateTool, type DashboardTool } from '../data/tools.ts';
import { emptyTool, validateTool, type ToolFormValues } from '../model/validation.ts';
import { ConfirmDialog } from '../parts/ConfirmDialog.tsx';
import { FormDialog } from '../parts/FormDialog.tsx';
import { ImageField } from '../parts/ImageField.tsx';
import { ItemRow } from '../parts/ItemRow.tsx';
import { toolCategoryKey } from '../../tools/tabs.ts';
import { ListState } from '../parts/ListState.tsx';
import { ManagerHeader } from '../parts/ManagerHeader.tsx';
import { RowActions } from '../parts/RowActions.tsx';
import { TextAreaField } from '../parts/TextAreaField.tsx';
import { useDashboardAction } from '../useDashboardAction.ts';
import { useEntityForm } from '../useEntityForm.ts';
import * as styles from '../Dashboard.css.ts';

export function ToolsTab() {
  const t = useT();
  // A category is named as /tools names its tab, in the interface language ('IA', 'Comunicação' in Portuguese).
  const categoryName = (category: string | null) => {
    const key = toolCategoryKey(category);
    return key ? t(key) : (category ?? '');
  };
  const run = useDashboardAction();
  const userId = useSession().user?.id ?? null;
  const tools = useSWR('dashboard/tools', () => fetchTools(supabase()));
  const [deleting, setDeleting] = useState<DashboardTool | null>(null);
  const [uploading, setUploading] = useState(false);

  const form = useEntityForm<ToolFormValues>({
    empty: emptyTool,
    validate: validateTool,
    save: async (values, id) => {
      const ok = id
        ? await run(() => updateTool(supabase(), id, values), 'dashboard.tools.updated', 'dashboard.tools.updateFailed')
        : await run(() => createTool(supabase(), values, userId), 'dashboard.tools.added', 'dashboard.tools.createFailed');
      if (ok) void tools.mutate();
      return ok;
    },
  });
  const { values, errors } = form.state;

  return (
    <div className={styles.panel}>
      <ManagerHeader title={t('dashboard.tools.heading')} actionLabel={t('dashboard.tools.add')} onAction={form.openAdd} />
      <ListState
        data={tools.data}
        error={tools.error}
        isLoading={tools.isLoading}
        errorText={t('dashboard.tools.error')}
        emptyText={t('dashboard.tools.empty')}
        onRetry={() => void tools.mutate()}
      >
        {(rows) => (
          <ul className={styles.list} aria-label={t('dashboard.tools.heading')}>
            {rows.map((tool) => (
              <ItemRow
                key={tool.id}
                title={tool.name}
                media={tool.logo_url ? <img className={styles.logo} src={tool.logo_url} alt="" loading="lazy" /> : undefined}
                meta={
                  <>
                    <Badge variant="info">{categoryName(tool.category)}</Badge>
                    <span>{tool.url}</span>
                  </>
                }
                text={tool.description}
                footer={
                  tool.tags.length > 0 && (
                    <div className={styles.itemMeta}>
                      {tool.tags.map((tag) => (
                        <Badge key={tag} variant="outline">
                          {tag}
                        </Badge>
                      ))}
                    </div>
                  )
                }
                actions={
                  <RowActions name={tool.name} onEdit={() => form.openEdit(tool.id, toolToForm(tool))} onDelete={() => setDeleting(tool)} />
                }
              />
            ))}
          </ul>
        )}
      </ListState>

      <FormDialog
        title={t(form.state.mode === 'edit' ? 'dashboard.tools.formEdit' : 'dashboard.tools.formAdd')}
        isOpen={form.isOpen}
        onClose={form.close}
        onSubmit={() => void form.submit()}
        submitLabel={t(form.state.mode === 'edit' ? 'dashboard.tools.submitEdit' : 'dashboard.tools.submitAdd')}
        pending={form.state.pending}
        isBusy={uploading}
      >
        <TextField
          label={t('dashboard.tools.name')}
          value={values.name}
          onChange={(v) => form.setField('name', v)}
          errorMessage={errors.name && t(errors.name)}
          isRequired
        />
        <TextAreaField
          label={t('dashboard.tools.description')}
          value={values.description}
          onChange={(v) => form.setField('description', v)}
          errorMessage={errors.description && t(errors.description)}
          isRequired
          rows={3}
        />
        <div className={styles.formRow}>
          <Select
            label={t('dashboard.tools.category')}
            placeholder={t('dashboard.tools.chooseCategory')}
            options={toolCategories.map((c) => ({ id: c, label: categoryName(c) }))}
            selectedKey={values.category || null}
            onSelectionChange={(key) => form.setField('category', key ? String(key) : '')}
            errorMessage={errors.category && t(errors.category)}
            isRequired
          />
          <TextField
            label={t('dashboard.tools.url')}
            type="url"
            placeholder={t('dashboard.tools.urlPlaceholder')}
            value={values.url}
            onChange={(v) => form.setField('url', v)}
            errorMessage={errors.url && t(errors.url)}
            isRequired
          />
        </div>
        <TextField
          label={t('dashboard.tools.tags')}
          description={t('dashboard.tools.tagsHelp')}
          value={values.tags}
          onChange={(v) => form.setField('tags', v)}
        />
        <ImageField
          key={`${form.state.mode}-${form.state.editingId ?? ''}`}
          label={t('dashboard.tools.logo')}
          bucket="tool-logos"
          value={values.logo_url}
          onChange={(url) => form.setField('logo_url', url)}
          onBusyChange={setUploading}
        />
      </FormDialog>

      <ConfirmDialog
        message={deleting ? t('dashboard.tools.confirmDelete') : null}
        confirmLabel={t('dashboard.actions.confirmDelete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await run(() => deleteTool(supabase(), deleting.id), 'dashboard.tools.deleted', 'dashboard.tools.deleteFailed');
          void tools.mutate();
        }}
      />
    </div>
  );
}
