import { Fragment, type ReactNode } from 'react';
import { ChevronRightIcon } from '../../icons/Icon.tsx';
import { Badge, type BadgeVariant } from '../Badge/Badge.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { TableScroller } from '../Table/TableScroller.tsx';
import * as styles from './TopicTable.css.ts';

export const topicBadgeKinds = ['Feature', 'Rule', 'Setup'] as const;
export type TopicBadge = (typeof topicBadgeKinds)[number];
const badgeVariant: Record<TopicBadge, BadgeVariant> = { Feature: 'info', Rule: 'warning', Setup: 'success' };

/** One topic as the table shows it: every string is already translated and formatted. */
export type TopicTableRow = {
  id: string;
  title: string;
  content: string;
  badge: TopicBadge | null;
  authorName: string;
  dateLabel: string;
  commentsCount: number;
  likesCount: number;
  liked: boolean;
  isHidden: boolean;
};

export type TopicTableLabels = {
  caption: string;
  topic: string;
  author: string;
  date: string;
  comments: string;
  likes: string;
  actions: string;
  hidden: string;
  like: string;
  unlike: string;
  likesCount: (count: number) => string;
};

export type TopicTableProps = {
  topics: readonly TopicTableRow[];
  labels: TopicTableLabels;
  expandedIds: ReadonlySet<string>;
  onToggleExpanded: (topicId: string) => void;
  onToggleLike: (topicId: string) => void;
  /** The comments area under an expanded topic (list and comment box). */
  renderExpanded: (topic: TopicTableRow) => ReactNode;
  /** Turns user text into nodes (e.g. safe links); defaults to the plain string. React escapes it either way. */
  renderText?: (text: string) => ReactNode;
  /** Staff controls such as hide and delete; the column is shown only when given. */
  renderActions?: (topic: TopicTableRow) => ReactNode;
};

function HeartIcon({ className }: { className?: string }) {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z" />
    </svg>
  );
}

/** The forum's topic list: a table whose rows expand to show the topic text and its comments. */
export function TopicTable({
  topics,
  labels,
  expandedIds,
  onToggleExpanded,
  onToggleLike,
  renderExpanded,
  renderText = (text) => text,
  renderActions,
}: TopicTableProps) {
  const columnCount = renderActions ? 6 : 5;
  return (
    <TableScroller className={styles.wrapper} label={labels.caption}>
      <table className={styles.table}>
        <caption>
          <VisuallyHidden>{labels.caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              {labels.topic}
            </th>
            <th scope="col" className={`${styles.headCell} ${styles.desktopOnly}`}>
              {labels.author}
            </th>
            <th scope="col" className={`${styles.headCell} ${styles.desktopOnly}`}>
              {labels.date}
            </th>
            <th scope="col" className={styles.headCell}>
              {labels.comments}
            </th>
            <th scope="col" className={styles.headCell}>
              {labels.likes}
            </th>
            {renderActions && (
              <th scope="col" className={`${styles.headCell} ${styles.desktopOnly}`}>
                {labels.actions}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {topics.map((topic) => {
            const expanded = expandedIds.has(topic.id);
            const panelId = `topic-panel-${topic.id}`;
            return (
              <Fragment key={topic.id}>
                <tr className={styles.row} data-hidden={topic.isHidden} data-topic-id={topic.id}>
                  <td className={styles.cell}>
                    <div className={styles.titleLine}>
                      <button
                        type="button"
                        className={styles.expandButton}
                        aria-expanded={expanded}
                        aria-controls={panelId}
                        onClick={() => onToggleExpanded(topic.id)}
                      >
                        <ChevronRightIcon className={styles.chevron} />
                        <span>{topic.title}</span>
                      </button>
                      {topic.badge && <Badge variant={badgeVariant[topic.badge]}>{topic.badge}</Badge>}
                      {topic.isHidden && <Badge variant="outline">{labels.hidden}</Badge>}
                    </div>
                    <div className={`${styles.meta} ${styles.mobileOnly}`}>
                      {topic.authorName} · {topic.dateLabel}
                    </div>
                    {/* In a narrow table the staff actions sit under the title instead of a column that would not fit. */}
                    {renderActions && <div className={`${styles.actionsUnderTitle} ${styles.mobileOnly}`}>{renderActions(topic)}</div>}
                  </td>
                  <td className={`${styles.cell} ${styles.desktopOnly}`}>{topic.authorName}</td>
                  <td className={`${styles.cell} ${styles.desktopOnly}`}>{topic.dateLabel}</td>
                  <td className={styles.numericCell}>{topic.commentsCount}</td>
                  <td className={styles.numericCell}>
                    {/* A toggle: its name stays "Like: <title>" and aria-pressed says whether it is liked; the visible count is part of the name. */}
                    <button type="button" className={styles.likeButton} aria-pressed={topic.liked} onClick={() => onToggleLike(topic.id)}>
                      <HeartIcon className={styles.likeIcon} />
                      <VisuallyHidden>{`${labels.like}: ${topic.title}, `}</VisuallyHidden>
                      <span>{topic.likesCount}</span>
                    </button>
                  </td>
                  {renderActions && (
                    <td className={`${styles.numericCell} ${styles.desktopOnly}`}>
                      <div className={styles.actions}>{renderActions(topic)}</div>
                    </td>
                  )}
                </tr>
                {expanded && (
                  <tr>
                    <td id={panelId} colSpan={columnCount} className={styles.expandedCell}>
                      <div className={styles.content}>{renderText(topic.content)}</div>
                      {renderExpanded(topic)}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
