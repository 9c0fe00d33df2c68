import { useRef, useState } from 'react';
import { Select, Switch, TextField } from '@academy/ui';
import { useT } from '../../i18n/index.ts';
import { supabase } from '../../backend/index.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { createVideo, updateVideo, type CourseOption } from '../data/videos.ts';
import { emptyVideo, validateVideo, type VideoFormValues } from '../model/validation.ts';
import { useDashboardAction } from '../useDashboardAction.ts';
import { useEntityForm, type EntityForm } from '../useEntityForm.ts';
import { FormDialog } from './FormDialog.tsx';
import { ImageField } from './ImageField.tsx';
import { LocalizedTextFields } from './LocalizedTextFields.tsx';
import * as styles from '../Dashboard.css.ts';

export type VideoForm = EntityForm<VideoFormValues> & {
  /** Opens the edit form; the values it starts from tell a save whether the lesson moved. */
  edit: (id: string, values: VideoFormValues) => void;
  /** Opens the add form in a course and module (the builder's "Add lesson"), last in that list. */
  addIn: (place: Pick<VideoFormValues, 'course_id' | 'module_id'>, position: number) => void;
};

/** The one lesson form's state and save, for the Videos tab and for a module in the course builder. */
export function useVideoForm(onSaved: () => void): VideoForm {
  const run = useDashboardAction();
  const userId = useSession().user?.id ?? null;
  const before = useRef<VideoFormValues | undefined>(undefined);
  const position = useRef(0);
  const form = useEntityForm<VideoFormValues>({
    empty: emptyVideo,
    validate: validateVideo,
    save: async (values, id) => {
      const ok = id
        ? await run(() => updateVideo(supabase(), id, values, before.current), 'dashboard.videos.updated', 'dashboard.videos.updateFailed')
        : await run(
            () => createVideo(supabase(), values, userId, position.current),
            'dashboard.videos.added',
            'dashboard.videos.createFailed',
          );
      if (ok) onSaved();
      return ok;
    },
  });
  return {
    ...form,
    edit: (id, values) => {
      before.current = values;
      form.openEdit(id, values);
    },
    addIn: (place, at) => {
      position.current = at;
      form.openAdd();
      form.setField('course_id', place.course_id);
      form.setField('module_id', place.module_id);
    },
  };
}

/** Title and description (three languages), video URL, course and module, premium, thumbnail. */
export function VideoFormDialog({ form, courseOptions }: { form: VideoForm; courseOptions: CourseOption[] }) {
  const t = useT();
  const [uploading, setUploading] = useState(false);
  const { values, errors } = form.state;
  const modules = courseOptions.find((c) => c.id === values.course_id)?.modules ?? [];
  return (
    <FormDialog
      title={t(form.state.mode === 'edit' ? 'dashboard.videos.formEdit' : 'dashboard.videos.formAdd')}
      isOpen={form.isOpen}
      onClose={form.close}
      onSubmit={() => void form.submit()}
      submitLabel={t(form.state.mode === 'edit' ? 'dashboard.videos.submitEdit' : 'dashboard.videos.submitAdd')}
      pending={form.state.pending}
      isBusy={uploading}
    >
      <LocalizedTextFields
        values={values}
        onChange={(texts) => {
          form.setField('title', texts.title);
          form.setField('description', texts.description);
          form.setField('translations', texts.translations);
        }}
        errorMessage={errors.title && t(errors.title)}
        titleLabel={t('dashboard.videos.title')}
        descriptionLabel={t('dashboard.videos.description')}
      />
      <TextField
        label={t('dashboard.videos.url')}
        type="url"
        value={values.youtube_url}
        onChange={(v) => form.setField('youtube_url', v)}
        errorMessage={errors.youtube_url && t(errors.youtube_url)}
        placeholder={t('dashboard.videos.urlPlaceholder')}
        isRequired
      />
      <div className={styles.formRow}>
        <Select
          label={t('dashboard.videos.course')}
          placeholder={t('dashboard.videos.noCourse')}
          options={courseOptions.map((c) => ({ id: c.id, label: c.title }))}
          selectedKey={values.course_id || null}
          onSelectionChange={(key) => {
            form.setField('course_id', key ? String(key) : '');
            form.setField('module_id', '');
          }}
        />
        <Select
          label={t('dashboard.videos.module')}
          placeholder={t('dashboard.videos.noModule')}
          options={modules.map((m) => ({ id: m.id, label: m.title }))}
          selectedKey={values.module_id || null}
          onSelectionChange={(key) => form.setField('module_id', key ? String(key) : '')}
          isDisabled={modules.length === 0}
        />
      </div>
      <Switch isSelected={values.is_private} onChange={(v) => form.setField('is_private', v)}>
        {t('dashboard.videos.premium')}
      </Switch>
      <ImageField
        key={`${form.state.mode}-${form.state.editingId ?? ''}`}
        label={t('dashboard.videos.thumbnail')}
        bucket="thumbnails"
        value={values.thumbnail_url}
        onChange={(url) => form.setField('thumbnail_url', url)}
        onBusyChange={setUploading}
      />
    </FormDialog>
  );
}
