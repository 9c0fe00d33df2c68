import { useState } from 'react';
import useSWR from 'swr';
import { Badge } from '@academy/ui';
import { useI18n } from '../../i18n/index.ts';
import { supabase } from '../../backend/index.ts';
import { deleteVideo, fetchCourseOptions, fetchVideos, setVideoHidden, videoToForm, type DashboardVideo } from '../data/videos.ts';
import { ConfirmDialog } from '../parts/ConfirmDialog.tsx';
import { ItemRow } from '../parts/ItemRow.tsx';
import { ListState } from '../parts/ListState.tsx';
import { ManagerHeader } from '../parts/ManagerHeader.tsx';
import { RowActions } from '../parts/RowActions.tsx';
import { VideoFormDialog, useVideoForm } from '../parts/VideoFormDialog.tsx';
import { useDashboardAction } from '../useDashboardAction.ts';
import * as styles from '../Dashboard.css.ts';

export function VideosTab() {
  const { t, format } = useI18n();
  const run = useDashboardAction();
  const videos = useSWR('dashboard/videos', () => fetchVideos(supabase()));
  const courses = useSWR('dashboard/course-options', () => fetchCourseOptions(supabase()));
  const [deleting, setDeleting] = useState<DashboardVideo | null>(null);

  const form = useVideoForm(() => void videos.mutate());
  const courseOptions = courses.data ?? [];
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
                    onEdit={() => form.edit(video.id, videoToForm(video, courseOptions))}
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

      <VideoFormDialog form={form} courseOptions={courseOptions} />

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
