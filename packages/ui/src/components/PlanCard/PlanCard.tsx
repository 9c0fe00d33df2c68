import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { CheckIcon } from '../../icons/Icon.tsx';
import { cx } from '../../utils/cx.ts';
import { Badge, type BadgeVariant } from '../Badge/Badge.tsx';
import * as styles from './PlanCard.css.ts';

export type PlanCardGroupProps = {
  /** Visible label of the choice, e.g. "Choose your plan". */
  label: string;
  /** The selected plan's value, or null when none is chosen yet. */
  value: string | null;
  onChange: (value: string) => void;
  isDisabled?: boolean;
  children: ReactNode;
};

/** Plan cards are one single-choice group: arrow keys move between plans, as in any radio group. */
export function PlanCardGroup({ label, value, onChange, isDisabled, children }: PlanCardGroupProps) {
  return (
    <RadioGroup className={styles.group} value={value} onChange={onChange} isDisabled={isDisabled} orientation="horizontal">
      <Label className={styles.groupLabel}>{label}</Label>
      <div className={styles.cards}>{children}</div>
    </RadioGroup>
  );
}

export type PlanCardBadge = { label: string; variant?: BadgeVariant };

export type PlanCardProps = {
  value: string;
  name: string;
  /** Already formatted for the reader's locale, e.g. "47,90 $US". */
  price: string;
  /** e.g. "/ month". */
  period?: string;
  description?: string;
  features: readonly string[];
  /** Highlighted plan (SPEC: the yearly plan is marked popular). */
  popular?: boolean;
  badges?: readonly PlanCardBadge[];
  isDisabled?: boolean;
};

/**
 * One plan to choose: a radio option styled as a card. Must be inside <PlanCardGroup>.
 * The option is a <label>, which may hold only phrasing content: hence spans with list roles.
 */
export function PlanCard({ value, name, price, period, description, features, popular = false, badges = [], isDisabled }: PlanCardProps) {
  return (
    <Radio value={value} isDisabled={isDisabled} className={cx(styles.root, popular && styles.popular)} data-popular={popular || undefined}>
      <span className={styles.header}>
        <span className={styles.nameRow}>
          <span className={styles.indicator} aria-hidden="true" />
          <span className={styles.name}>{name}</span>
        </span>
        {badges.length > 0 && (
          <span className={styles.badges}>
            {badges.map((badge) => (
              <Badge key={badge.label} variant={badge.variant ?? 'primary'}>
                {badge.label}
              </Badge>
            ))}
          </span>
        )}
      </span>
      <span className={styles.priceRow}>
        <span className={styles.price}>{price}</span>
        {period && <span className={styles.period}>{period}</span>}
      </span>
      {description && <span className={styles.description}>{description}</span>}
      <span role="list" className={styles.features}>
        {features.map((feature) => (
          <span role="listitem" key={feature} className={styles.feature}>
            <CheckIcon size={16} className={styles.check} aria-hidden="true" />
            <span>{feature}</span>
          </span>
        ))}
      </span>
    </Radio>
  );
}
