import { useId } from 'react';
import { cx } from '@academy/ui';
import * as styles from '../Dashboard.css.ts';

type TextAreaFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
  placeholder?: string;
  isRequired?: boolean;
  monospace?: boolean;
  rows?: number;
};

export function TextAreaField({ label, value, onChange, errorMessage, placeholder, isRequired, monospace, rows = 5 }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={cx(styles.textarea, monospace && styles.monospace)}
        value={value}
        rows={rows}
        placeholder={placeholder}
        required={isRequired}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {errorMessage && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
