import { ChevronDownIcon } from '../../icons/Icon.tsx';
import { cx } from '../../utils/cx.ts';
import * as field from '../Field/field.css.ts';
import * as styles from './Select.css.ts';

export type SelectPlaceholderProps = {
  label: string;
  value: string;
  className?: string;
  /** Pressed before the real Select arrived: the caller can open it once it has (Select's `defaultOpen`). */
  onOpenRequest?: () => void;
  /** Focus moved in or out: the caller can give the real Select focus when it replaces this (Select's `autoFocus`). */
  onFocusChange?: (focused: boolean) => void;
};

/**
 * What a closed <Select> looks like, without react-aria's collection and popover code: shown while a lazily
 * loaded Select arrives, so a screen can paint first. It is a busy button; what the user does with it before then is
 * handed to the caller, so a press opens the real Select and focus moves over to it.
 */
export function SelectPlaceholder({ label, value, className, onOpenRequest, onFocusChange }: SelectPlaceholderProps) {
  return (
    <div className={cx(field.field, className)}>
      <span className={field.label}>{label}</span>
      <button
        type="button"
        className={styles.trigger}
        aria-label={`${value}, ${label}`}
        aria-busy="true"
        // Pointer down, not only click: the real Select may replace this between the press and the release.
        onPointerDown={onOpenRequest}
        onClick={onOpenRequest}
        onFocus={() => onFocusChange?.(true)}
        onBlur={() => onFocusChange?.(false)}
      >
        <span className={styles.value}>{value}</span>
        <ChevronDownIcon />
      </button>
    </div>
  );
}
