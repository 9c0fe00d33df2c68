import { useT } from '../../i18n/index.ts';
import { ConfirmDialog as SharedConfirmDialog, type ConfirmDialogProps } from '../../shell/ConfirmDialog.tsx';

/** The shell's confirmation in the dashboard's words (SPEC 5: 'Konfime', 'Cancel'). */
export function ConfirmDialog(props: Omit<ConfirmDialogProps, 'labels'>) {
  const t = useT();
  const labels = { title: t('dashboard.confirm.title'), cancel: t('dashboard.actions.cancel'), close: t('dashboard.actions.close') };
  return <SharedConfirmDialog {...props} labels={labels} />;
}
