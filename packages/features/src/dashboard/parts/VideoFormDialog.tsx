import { useRef, useState } from 'react';
import { Select, Switch, TextField } from '@academy/ui';
import { useT } from '../../i18n/index.ts';
import { supabase } from '../../backend/index.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { captionChanges } from '../captions/captionDrafts.ts';
import { CaptionsField } from '../captions/CaptionsField.tsx';
import { useCaptionDrafts, type CaptionDraftsState } from '../captions/useCaptionDrafts.ts';
import { saveCaptionChanges } from '../data/captions.ts';
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
  /** The lesson's caption files per language, written to lesson_captions when the lesson is saved (issue 38). */
  captions: CaptionDraftsState;
};

/** The one lesson form's state and save, for the Videos tab and for a module in the course builder. */
export function useVideoForm(onSaved: () => void): VideoForm {
  const run = useDashboardAction();
  const userId = useSession().user?.id ?? null;
  const before = useRef<VideoFormValues | undefined>(undefined);
  const position = useRef(0);
  const captions = useCaptionDrafts();
  // A new lesson created by a save whose captions then failed: the next save updates it instead of adding another.
  const created = useRef<string | null>(null);
  const form = useEntityForm<VideoFormValues>({
    empty: emptyVideo,
    validate: validateVideo,
    save: async (values, id) => {
      const changes = captionChanges(captions.drafts);
      const ok = id
        ? await run(
            async () => {
              await updateVideo(supabase(), id, values, before.current);
              await saveCaptionChanges(supabase(), id, changes);
            },
            'dashboard.videos.updated',
            'dashboard.videos.updateFailed',
          )
        : await run(
            async () => {
              if (created.current) await updateVideo(supabase(), created.current, values);
              else created.current = await createVideo(supabase(), values, userId, position.current);
              await saveCaptionChanges(supabase(), created.current, changes);
            },
            'dashboard.videos.added',
            'dashboard.videos.createFailed',
          );
      if (ok) onSaved();
      return ok;
    },
  });
  const openAdd = () => {
    created.current = null;
    captions.start(null);
    form.openAdd();
  };
  return {
    ...form,
    captions,
    openAdd,
    edit: (id, values) => {
      before.current = values;
      captions.start(id);
      form.openEdit(id, values);
    },
    addIn: (place, at) => {
      position.current = at;
      openAdd();
      form.setField('course_id', place.course_id);
      form.setField('module_id', place.module_id);
    },
  };
}

/** Title and description (three languages), video URL, course and module, premium, thumbnail, captions. */
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
      <CaptionsField captions={form.captions} link={values.youtube_url} />
    </FormDialog>
  );
}
