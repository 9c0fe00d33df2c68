import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { cx } from '../../utils/cx.ts';
import * as styles from './Switch.css.ts';

export type SwitchProps = Omit<AriaSwitchProps, 'children' | 'className'> & { children: ReactNode; className?: string };

export function Switch({ children, className, ...rest }: SwitchProps) {
  return (
    <AriaSwitch {...rest} className={cx(styles.root, className)}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.handle} />
      </span>
      {children}
    </AriaSwitch>
  );
}
