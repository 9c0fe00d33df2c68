import { useLocation, useNavigate, useParams } from 'react-router';
import { Badge, Button, ChevronRightIcon, CourseProgressCard, EmptyState, ErrorState, LessonCard, Spinner } from '@academy/ui';
import { useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { supabase } from '../../backend/index.ts';
import { useI18n, useT } from '../../i18n/index.ts';
import { notify } from '../../shell/notify.ts';
import { findOwnCertificate, issueCertificate } from '../data/certificates.ts';
import { useForumName } from '../../community/useForumName.ts';
import { CertificateNameDialog } from './CertificateNameDialog.tsx';
import { persistedCourseCache, storedUserId } from '../data/persistedCache.ts';
import { useQuestionCounts } from '../discussion/useQuestionCounts.ts';
import { useCourse, type CourseData } from '../hooks/useCourse.ts';
import { lessonPath, useLessonAddress, type LessonNotice } from '../hooks/useLessonAddress.ts';
import { useLessonPlayer } from '../hooks/useLessonPlayer.ts';
import { NotFoundPage } from '../../shell/NotFoundPage.tsx';
import { useSession } from '../../session/index.ts';
import { useCourseRow } from '../data/catalogue.ts';
import { useRenderedForAnyReader } from '../data/courseListing.ts';
import {
  announcedMonth,
  chooseNextLesson,
  DEFAULT_MODULE_KEY,
  localizedField,
  monthYearLabel,
  moduleStates,
  playerSourceOf,
  previewAudienceOf,
  previewPath,
  summarizeCourse,
  type CatalogLesson,
  type CatalogueCourse,
  type ModuleState,
  type PreviewAudience,
} from '../model/index.ts';
import * as styles from './academyPages.css.ts';
import { LessonPlayerDialog } from './LessonPlayerDialog.tsx';

import { PLANS_PATH } from './paths.ts';

export { PLANS_PATH };

/** A course page (/academy/<slug>, any course staff create): modules of lesson cards, progress, the player. */
export function CoursePage({
  courseSlug,
  course: row,
  preview = null,
}: {
  courseSlug: string;
  course: CatalogueCourse | null;
  /** Staff's preview as a learner of this audience (model/preview.ts), labelled as such; null for everyone else. */
  preview?: PreviewAudience | null;
}) {
  const { t, locale } = useI18n();
  const course = useCourse(courseSlug, preview);
  // The course's texts come from its row (in the reader's language, else Creole), part of the page's first paint.
  const title = (row && localizedField(row, 'title', locale)) ?? course.lessons[0]?.course_title ?? courseSlug;
  const description = row ? localizedField(row, 'description', locale) : null;

  return (
    <div className={styles.page}>
      {preview ? <PreviewNote audience={preview} courseSlug={courseSlug} row={row} /> : null}
      <Button variant="ghost" size="sm" href="/academy" className={styles.backLink}>
        {t('academy.course.back')}
      </Button>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.subtitle}>{description}</p> : null}
      </header>
      <CourseBody course={course} courseSlug={courseSlug} courseTitle={title} row={row} />
    </div>
  );
}

/** Says the page is staff's preview, for whom, whether learners see the course at all, and switches or leaves it. */
function PreviewNote({ audience, courseSlug, row }: { audience: PreviewAudience; courseSlug: string; row: CatalogueCourse | null }) {
  const t = useT();
  const other: PreviewAudience = audience === 'free' ? 'subscribed' : 'free';
  return (
    <section className={styles.previewNote} aria-labelledby="course-preview-title" data-testid="course-preview">
      <div className={styles.previewText}>
        <h2 id="course-preview-title" className={styles.previewTitle}>
          <Badge variant="info">{t('academy.preview.title')}</Badge>
        </h2>
        <p className={styles.previewBody}>{t('academy.preview.body', { audience: t(`academy.preview.audience.${audience}`) })}</p>
        {row?.state !== 'published' ? <p className={styles.previewBody}>{t('academy.preview.notPublic')}</p> : null}
        <p className={styles.previewBody}>{t('academy.preview.nothingSaved')}</p>
      </div>
      <div className={styles.previewActions}>
        <Button size="sm" variant="outline" href={previewPath(courseSlug, other)}>
          {t(other === 'free' ? 'academy.preview.asFree' : 'academy.preview.asSubscribed')}
        </Button>
        <Button size="sm" variant="ghost" href={row ? `/dashboard/courses/${row.id}` : `/academy/${courseSlug}`}>
          {t('academy.preview.close')}
        </Button>
      </div>
    </section>
  );
}

function CourseBody({
  course,
  courseSlug,
  courseTitle,
  row,
}: {
  course: CourseData;
  courseSlug: string;
  courseTitle: string;
  row: CatalogueCourse | null;
}) {
  const t = useT();
  // A member's lessons appear with their progress, in one layout: the progress card does not grow above them later.
  // A page the server rendered with its list (course.listed) keeps that list on screen meanwhile: its lessons are
  // links that already work, and the progress card waits in its loading state in the place it takes.
  if (!course.listed && (course.lessonsStatus === 'loading' || course.progressStatus === 'loading'))
    return (
      <div className={styles.stateBox}>
        <EmptyState title={t('academy.course.loading')} icon={<Spinner label={t('academy.course.loading')} />} headingLevel={2} />
      </div>
    );
  if (course.lessonsStatus === 'error')
    return <ErrorState title={t('academy.course.error')} onRetry={course.retry} retryLabel={t('common.retry')} headingLevel={2} />;
  if (course.modules.length === 0) {
    return row?.state === 'announced' ? (
      <UpcomingCourse plannedMonth={announcedMonth(row)} />
    ) : (
      <EmptyState title={t('academy.course.empty')} headingLevel={2} />
    );
  }
  return <CourseContent course={course} courseSlug={courseSlug} courseTitle={courseTitle} />;
}

function CourseContent({ course, courseSlug, courseTitle }: { course: CourseData; courseSlug: string; courseTitle: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [issuing, setIssuing] = useState(false);
  const [askingName, setAskingName] = useState(false);
  // The printed name is prefilled with the name the member gave (not a generated one, never the email).
  const ownName = useForumName(supabase(), course.userId);
  const player = useLessonPlayer({
    userId: course.userId,
    progress: course.progress,
    progressFailed: course.progressStatus === 'error',
    onSaved: course.applyProgress,
    keepOnPage: course.preview !== null,
  });
  const states = moduleStates(course.modules, course.progress);
  const summary = summarizeCourse(course.modules, course.progress);
  const address = useLessonAddress({ courseSlug, courseTitle, course, states, player });
  const questions = useQuestionCounts(courseSlug, course.lessons);
  const anyReader = useRenderedForAnyReader();

  function continueLearning() {
    const next = chooseNextLesson(course.modules, course.progress);
    if (!next) return;
    if (!playerSourceOf(next.lesson)) {
      navigate(PLANS_PATH);
      return;
    }
    address.go(next.lesson, next.resumeAtSeconds);
  }

  /** An issued certificate opens at once; before the first one the name to print is asked (issue 39.3). */
  async function viewCertificate() {
    if (!course.userId) return;
    // A preview is staff's look at the learner's way: no certificate is issued for it.
    if (course.preview) {
      notify('info', t('academy.preview.noCertificate'));
      return;
    }
    setIssuing(true);
    try {
      const existing = await findOwnCertificate(supabase(), course.userId, courseSlug);
      if (existing) navigate(`/certificates/${existing}`);
      else setAskingName(true);
    } catch {
      notify('error', t('academy.certificate.issueError'));
    } finally {
      setIssuing(false);
    }
  }

  async function issueWithName(name: string) {
    try {
      const certificate = await issueCertificate(supabase(), courseSlug, name);
      setAskingName(false);
      navigate(`/certificates/${certificate.id}`);
    } catch {
      notify('error', t('academy.certificate.issueError'));
    }
  }

  return (
    <div className={styles.courseLayout}>
      <aside className={styles.aside}>
        {anyReader ? (
          // The server's page is the same for every reader and does not know whether this browser keeps a session:
          // it carries both, and index.html's first script marks <html> before the first paint so that the one
          // the app will show takes its place already (the progress card, loading, for a member).
          <>
            <div className={styles.forStoredSession}>
              <CourseProgressCard
                title={t('academy.progress.title')}
                percent={0}
                modulesText={t('academy.progress.modules', { done: 0, count: summary.totalModules })}
                videosText={t('academy.progress.videos', { done: 0, count: summary.totalLessons })}
                isComplete={false}
                completedText={t('academy.progress.completed')}
                actionLabel={t('academy.progress.continue')}
                isLoading
              />
            </div>
            <div className={styles.forVisitor}>
              <SignInToTrack />
            </div>
          </>
        ) : course.userId ? (
          <CourseProgressCard
            title={t('academy.progress.title')}
            percent={summary.percent}
            modulesText={t('academy.progress.modules', { done: summary.completedModules, count: summary.totalModules })}
            videosText={t('academy.progress.videos', { done: summary.watchedLessons, count: summary.totalLessons })}
            isComplete={summary.courseComplete}
            completedText={t('academy.progress.completed')}
            actionLabel={summary.courseComplete ? t('academy.progress.viewCertificate') : t('academy.progress.continue')}
            onAction={summary.courseComplete ? () => void viewCertificate() : continueLearning}
            isActionPending={issuing}
            isLoading={course.progressStatus === 'loading'}
            errorText={course.progressStatus === 'error' ? t('academy.progress.loadError') : undefined}
          />
        ) : course.sessionStatus === 'signedOut' ? (
          <SignInToTrack />
        ) : null}
      </aside>
      <section className={styles.modules} aria-label={t('academy.course.modules')}>
        {address.notice ? <LessonNoticeBox notice={address.notice} onDismiss={address.dismissNotice} /> : null}
        {states.map((state, index) => (
          <ModuleSection
            key={state.module.key}
            state={state}
            number={index + 1}
            course={course}
            questions={questions.counts}
            lessonHref={(lesson) => lessonPath(courseSlug, lesson.id, null, course.preview)}
          />
        ))}
      </section>
      {player.open ? (
        <LessonPlayerDialog
          courseSlug={courseSlug}
          preview={course.preview}
          player={player}
          onClose={address.leave}
          onDiscussionChanged={questions.refresh}
        />
      ) : null}
      <CertificateNameDialog
        isOpen={askingName}
        initialName={ownName.name ?? ''}
        mode="issue"
        onSubmit={issueWithName}
        onClose={() => setAskingName(false)}
      />
    </div>
  );
}

/** A lesson's address that does not play here: says why, with the way on (plans for a premium lesson). */
function LessonNoticeBox({ notice, onDismiss }: { notice: LessonNotice; onDismiss: () => void }) {
  const t = useT();
  return (
    <div role="alert" data-testid="lesson-notice">
      <EmptyState
        title={t(`academy.lessonLink.${notice}`)}
        headingLevel={2}
        action={
          notice === 'locked' ? (
            <Button href={PLANS_PATH}>{t('academy.course.upgrade')}</Button>
          ) : (
            <Button variant="outline" onPress={onDismiss}>
              {t('academy.video.close')}
            </Button>
          )
        }
      />
    </div>
  );
}

/** An announced course without published lessons: says so, when the first lessons are planned (if staff set it), and how to hear of them. */
function UpcomingCourse({ plannedMonth }: { plannedMonth: string | null }) {
  const { t, locale } = useI18n();
  return (
    <EmptyState
      title={t('academy.course.upcomingTitle')}
      description={
        plannedMonth
          ? t('academy.course.upcomingBody', { month: monthYearLabel(plannedMonth, locale) })
          : t('academy.course.upcomingBodyNoMonth')
      }
      headingLevel={2}
      action={
        <Button variant="outline" href="/newsletter">
          {t('academy.course.upcomingNotify')}
        </Button>
      }
    />
  );
}

function SignInToTrack() {
  const t = useT();
  return (
    <div className={styles.header}>
      <p className={styles.moduleNote}>{t('academy.progress.signIn')}</p>
      <Button variant="outline" size="sm" href="/signin" iconEnd={<ChevronRightIcon />}>
        {t('academy.progress.signInAction')}
      </Button>
    </div>
  );
}

function ModuleSection({
  state,
  number,
  course,
  questions,
  lessonHref,
}: {
  state: ModuleState;
  number: number;
  course: CourseData;
  questions: Readonly<Record<string, number>>;
  /** A lesson's own address: its Watch is a link there (the router's once the app is live, the browser's before). */
  lessonHref: (lesson: CatalogLesson) => string;
}) {
  const t = useT();
  const { module, unlocked, complete } = state;
  const heading =
    module.key === DEFAULT_MODULE_KEY
      ? t('academy.course.defaultModule')
      : `${t('academy.course.moduleNumber', { number })}: ${module.title ?? ''}`;
  return (
    <section className={styles.module} aria-label={heading} data-module={module.key} data-unlocked={unlocked}>
      <div className={styles.moduleHeader}>
        <h2 className={styles.moduleTitle}>{heading}</h2>
        {complete ? <Badge variant="success">{t('academy.course.moduleComplete')}</Badge> : null}
        {!unlocked ? <Badge variant="danger">{t('academy.lesson.locked')}</Badge> : null}
      </div>
      {!unlocked ? <p className={styles.moduleNote}>{t('academy.course.moduleLocked')}</p> : null}
      <div className={styles.lessonGrid}>
        {module.lessons.map((lesson) => {
          const saved = course.progress.get(lesson.id);
          const premiumLocked = lesson.is_locked === true || (lesson.is_private && !playerSourceOf(lesson));
          return (
            <LessonCard
              key={lesson.id}
              title={lesson.title}
              description={lesson.description}
              videos={[{ id: lesson.id, title: lesson.title, completed: saved?.completed === true, percent: saved?.progress }]}
              isLocked={!unlocked}
              isPremium={lesson.is_private}
              isPremiumLocked={premiumLocked}
              upgradeHref={PLANS_PATH}
              upgradeLabel={t('academy.course.upgrade')}
              questionsLabel={questions[lesson.id] ? t('academy.discussion.questions', { count: questions[lesson.id]! }) : undefined}
              note={premiumLocked ? <p className={styles.cardNote}>{t('academy.course.premiumPrompt')}</p> : undefined}
              watchHref={() => lessonHref(lesson)}
              watchLabel={t('academy.lesson.watch')}
              watchAriaLabel={(videoTitle) => t('academy.lesson.watchTitle', { title: videoTitle })}
              actionLabel={t('academy.lesson.start')}
              lockedLabel={t('academy.lesson.locked')}
              completedLabel={t('academy.lesson.completed')}
              premiumLabel={t('academy.lesson.premium')}
              percentLabel={(percent) => t('academy.lesson.percent', { percent })}
            />
          );
        })}
      </div>
    </section>
  );
}

/** The routes' course pages start from the answers this browser kept last time (persistedCache.ts). */
function WithKeptAnswers({ children }: { children: ReactNode }) {
  const [cache] = useState(() => persistedCourseCache(storedUserId()));
  return <SWRConfig value={{ provider: () => cache }}>{children}</SWRConfig>;
}

/** The route /academy/:courseSlug/:lessonId?: the course of that address, or the 404 page when the reader may not see one. */
export function CourseRoutePage() {
  const { courseSlug = '' } = useParams();
  return (
    <WithKeptAnswers>
      <CourseOfAddress courseSlug={courseSlug} />
    </WithKeptAnswers>
  );
}

function CourseOfAddress({ courseSlug }: { courseSlug: string }) {
  const row = useCourseRow(courseSlug);
  const { isStaff } = useSession();
  // ?preview=free|subscribed: staff see the course as that learner would (anyone else: the page as it is).
  const preview = previewAudienceOf(useLocation().search, isStaff);
  // A draft is staff's: anyone else gets the 404 page, as for an address no course has.
  if (row.status === 'ready' && !row.course) return <NotFoundPage />;
  return <CoursePage courseSlug={courseSlug} course={row.course} preview={preview} />;
}
