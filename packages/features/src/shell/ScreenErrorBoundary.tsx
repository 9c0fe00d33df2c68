import { Button } from '@academy/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../i18n/index.ts';
import * as styles from './NotFoundPage.css.ts';

/** What a visitor sees when a screen failed: its code did not download (offline, or a new release replaced it) or it threw. */
export function ScreenError({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  const t = useT();
  return (
    <section className={styles.root} role="alert">
      <h1 className={styles.title}>{t('shell.screenError.title')}</h1>
      <p className={styles.body}>{t('shell.screenError.body')}</p>
      {/* A reload, not a re-render: React.lazy keeps a failed download, and a new release serves new file names. */}
      <Button variant="primary" onPress={onReload}>
        {t('shell.screenError.reload')}
      </Button>
    </section>
  );
}

type Props = {
  children: ReactNode;
  /** The current path: a failed screen is left behind (and the next one rendered) when the visitor navigates. */
  resetKey: string;
};
type State = { failed: boolean; key: string };

/** Keeps one failed screen from blanking the app: inside the shell the navigation stays usable, and the toasts everywhere. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Screen failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ScreenError /> : this.props.children;
  }
}
