import { Button } from '@academy/ui';
import { useT } from '../../i18n/index.ts';

type RowActionsProps = {
  /** Names the row in each button's accessible name ("Edit: Intro to prompts"). */
  name: string;
  onEdit?: () => void;
  onDelete: () => void;
  /** With a visibility toggle: whether the row is hidden now. */
  isHidden?: boolean;
  onToggleHidden?: () => void;
};

export function RowActions({ name, onEdit, onDelete, isHidden, onToggleHidden }: RowActionsProps) {
  const t = useT();
  const label = (key: string) => `${t(key)}: ${name}`;
  const visibilityKey = isHidden ? 'dashboard.actions.show' : 'dashboard.actions.hide';
  return (
    <>
      {onEdit && (
        <Button size="sm" variant="outline" onPress={onEdit} aria-label={label('dashboard.actions.edit')}>
          {t('dashboard.actions.edit')}
        </Button>
      )}
      {onToggleHidden && (
        <Button size="sm" variant="ghost" onPress={onToggleHidden} aria-label={label(visibilityKey)}>
          {t(visibilityKey)}
        </Button>
      )}
      <Button size="sm" variant="danger" onPress={onDelete} aria-label={label('dashboard.actions.delete')}>
        {t('dashboard.actions.delete')}
      </Button>
    </>
  );
}
