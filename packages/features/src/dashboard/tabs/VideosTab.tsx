import { useState } from 'react';
import useSWR from 'swr';
import { Badge, Select, Switch, TextField } from '@academy/ui';
import { useI18n } from '../../i18n/index.ts';
import { supabase } from '../../backend/index.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import {
  createVideo,
  deleteVideo,
  fetchCourseOptions,
  fetchVideos,
  setVideoHidden,
  updateVideo,
  videoToForm,
  type DashboardVideo,
} from '../data/videos.ts';
import { emptyVideo, validateVideo, type VideoFormValues } from '../model/validation.ts';
import { ConfirmDialog } from '../parts/ConfirmDialog.tsx';
import { FormDialog } from '../parts/FormDialog.tsx';
import { ImageField } from '../parts/ImageField.tsx';
import { ItemRow } from '../parts/ItemRow.tsx';
import { ListState } from '../parts/ListState.tsx';
import { ManagerHeader } from '../parts/ManagerHeader.tsx';
import { RowActions } from '../parts/RowActions.tsx';
import { TextAreaField } from '../parts/TextAreaField.tsx';
import { useDashboardAction } from '../useDashboardAction.ts';
import { useEntityForm } from '../useEntityForm.ts';
import * as styles from '../Dashboard.css.ts';

export function VideosTab() {
  const { t, format } = useI18n();
  const run = useDashboardAction();
  const userId = useSession().user?.id ?? null;
  const videos = useSWR('dashboard/videos', () => fetchVideos(supabase()));
  const courses = useSWR('dashboard/course-options', () => fetchCourseOptions(supabase()));
  const [deleting, setDeleting] = useState<DashboardVideo | null>(null);
  const [uploading, setUploading] = useState(false);

  const form = useEntityForm<VideoFormValues>({
    empty: emptyVideo,
    validate: validateVideo,
    save: async (values, id) => {
      const ok = id
        ? await run(() => updateVideo(supabase(), id, values), 'dashboard.videos.updated', 'dashboard.videos.updateFailed')
        : await run(() => createVideo(supabase(), values, userId), 'dashboard.videos.added', 'dashboard.videos.createFailed');
      if (ok) void videos.mutate();
      return ok;
    },
  });
  const { values, errors } = form.state;
  const courseOptions = courses.data ?? [];
  const modules = courseOptions.find((c) => c.id === values.course_id)?.modules ?? [];
  const moduleTitle = new Map(courseOptions.flatMap((c) => c.modules.map((m) => [m.id, `${c.title} · ${m.title}`] as const)));

  const toggleHidden = async (video: DashboardVideo) => {
    const hide = !video.is_hidden;
    await run(
      () => setVideoHidden(supabase(), video.id, hide),
      hide ? 'dashboard.videos.nowHidden' : 'dashboard.videos.nowVisible',
      'dashboard.videos.visibilityFailed',
    );
    void videos.mutate();
  };

  return (
    <div className={styles.panel}>
      <ManagerHeader title={t('dashboard.videos.heading')} actionLabel={t('dashboard.videos.add')} onAction={form.openAdd} />
      <ListState
        data={videos.data}
        error={videos.error}
        isLoading={videos.isLoading}
        errorText={t('dashboard.videos.error')}
        emptyText={t('dashboard.videos.empty')}
        onRetry={() => void videos.mutate()}
      >
        {(rows) => (
          <ul className={styles.list} aria-label={t('dashboard.videos.heading')}>
            {rows.map((video) => (
              <ItemRow
                key={video.id}
                title={video.title}
                isHidden={video.is_hidden}
                media={video.thumbnail_url ? <img className={styles.media_} src={video.thumbnail_url} alt="" loading="lazy" /> : undefined}
                meta={
                  <>
                    <span>{format.date(video.created_at)}</span>
                    {video.module_id && moduleTitle.get(video.module_id) && <span>{moduleTitle.get(video.module_id)}</span>}
                    {video.is_private && <Badge variant="premium">{t('dashboard.premiumBadge')}</Badge>}
                    {video.is_hidden && <Badge variant="outline">{t('dashboard.hiddenBadge')}</Badge>}
                  </>
                }
                text={video.description}
                actions={
                  <RowActions
                    name={video.title}
                    onEdit={() => form.openEdit(video.id, videoToForm(video, courseOptions))}
                    isHidden={video.is_hidden}
                    onToggleHidden={() => void toggleHidden(video)}
                    onDelete={() => setDeleting(video)}
                  />
                }
              />
            ))}
          </ul>
        )}
      </ListState>

      <FormDialog
        title={t(form.state.mode === 'edit' ? 'dashboard.videos.formEdit' : 'dashboard.videos.formAdd')}
        isOpen={form.isOpen}
        onClose={form.close}
        onSubmit={() => void form.submit()}
        submitLabel={t(form.state.mode === 'edit' ? 'dashboard.videos.submitEdit' : 'dashboard.videos.submitAdd')}
        pending={form.state.pending}
        isBusy={uploading}
      >
        <TextField
          label={t('dashboard.videos.title')}
          value={values.title}
          onChange={(v) => form.setField('title', v)}
          errorMessage={errors.title && t(errors.title)}
          isRequired
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
        <TextAreaField
          label={t('dashboard.videos.description')}
          value={values.description}
          onChange={(v) => form.setField('description', v)}
          rows={3}
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

      <ConfirmDialog
        message={deleting ? t('dashboard.videos.confirmDelete') : null}
        confirmLabel={t('dashboard.actions.confirmDelete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await run(() => deleteVideo(supabase(), deleting.id), 'dashboard.videos.deleted', 'dashboard.videos.deleteFailed');
          void videos.mutate();
        }}
      />
    </div>
  );
}
