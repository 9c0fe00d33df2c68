import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { CheckIcon } from '../../icons/Icon.tsx';
import { cx } from '../../utils/cx.ts';
import * as styles from './Checkbox.css.ts';

export type CheckboxProps = Omit<AriaCheckboxProps, 'children' | 'className'> & { children: ReactNode; className?: string };

export function Checkbox({ children, className, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox {...rest} className={cx(styles.root, className)}>
      <span className={styles.box} aria-hidden="true">
        <CheckIcon size={12} className={styles.check} strokeWidth={3} />
      </span>
      {children}
    </AriaCheckbox>
  );
}
