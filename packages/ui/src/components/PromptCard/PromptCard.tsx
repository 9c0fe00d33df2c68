import { LockIcon } from '../../icons/Icon.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import * as styles from './PromptCard.css.ts';

export type PromptCardProps = {
  title: string;
  /** The prompt text; null when it is locked (the reader may not see it). */
  text: string | null;
  typeLabel?: string | null;
  category?: string | null;
  authorLabel: string;
  locked: boolean;
  copyLabel: string;
  onCopy: () => void;
  premiumLabel: string;
  premiumTooltip: string;
  /** Where the Premium button leads (the plans page). */
  premiumHref: string;
  lockedLabel: string;
  headingLevel?: 2 | 3;
};

/** A prompt in the library: copy it, or, when locked, go to the plans behind a Premium button. */
export function PromptCard({
  title,
  text,
  typeLabel,
  category,
  authorLabel,
  locked,
  copyLabel,
  onCopy,
  premiumLabel,
  premiumTooltip,
  premiumHref,
  lockedLabel,
  headingLevel = 3,
}: PromptCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card tone={locked ? 'premium' : 'default'} className={styles.root} asChild>
      <article>
        <div className={styles.header}>
          {typeLabel && <Badge variant="primary">{typeLabel}</Badge>}
          {category && <Badge variant="outline">{category}</Badge>}
          {locked && (
            <Badge variant="premium" icon={<LockIcon size={12} />}>
              {premiumLabel}
            </Badge>
          )}
        </div>
        <Heading className={styles.title}>{title}</Heading>
        {locked || text === null ? (
          <p className={styles.lockedText}>
            <LockIcon size={14} />
            {lockedLabel}
          </p>
        ) : (
          <p className={styles.text}>{text}</p>
        )}
        <div className={styles.footer}>
          <span className={styles.author}>{authorLabel}</span>
          {locked ? (
            <Tooltip content={premiumTooltip}>
              <Button href={premiumHref} size="sm" variant="primary" aria-label={`${premiumLabel}: ${premiumTooltip}`}>
                {premiumLabel}
              </Button>
            </Tooltip>
          ) : (
            <Button size="sm" variant="outline" onPress={onCopy} aria-label={`${copyLabel}: ${title}`}>
              {copyLabel}
            </Button>
          )}
        </div>
      </article>
    </Card>
  );
}
