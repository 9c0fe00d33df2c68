import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import * as styles from './ToolCard.css.ts';

export type ToolCardProps = {
  name: string;
  category: string;
  description?: string | null;
  logoUrl?: string | null;
  logoAlt: string;
  tags: readonly string[];
  /** A checked http(s) address; without one the visit link is not shown. */
  url: string | null;
  visitLabel: string;
  headingLevel?: 2 | 3;
};

/** A tool in the directory. The visit link opens a new tab without giving the site a handle on ours. */
export function ToolCard({ name, category, description, logoUrl, logoAlt, tags, url, visitLabel, headingLevel = 3 }: ToolCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card className={styles.root} asChild>
      <article>
        <div className={styles.header}>
          {logoUrl ? (
            <img className={styles.logo} src={logoUrl} alt={logoAlt} width={44} height={44} loading="lazy" />
          ) : (
            <span className={styles.logoFallback} aria-hidden="true">
              {name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <div>
            <Heading className={styles.name}>{name}</Heading>
            <span className={styles.category}>{category}</span>
          </div>
        </div>
        {description && <p className={styles.description}>{description}</p>}
        {tags.length > 0 && (
          <ul className={styles.tags}>
            {tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        {url && (
          <Button href={url} target="_blank" rel="noopener noreferrer" variant="outline" size="sm" aria-label={`${visitLabel}: ${name}`}>
            {visitLabel}
          </Button>
        )}
      </article>
    </Card>
  );
}
