import { Button, CaptionsIcon, CheckIcon, Menu, MenuItem, MenuTrigger } from '@academy/ui';
import { useT } from '../../i18n/index.ts';
import type { Locale } from '../../i18n/types.ts';

/**
 * The player's captions button: a menu of Off and the languages this lesson has (only those), the shown one checked.
 * Arrow keys move, Enter chooses, Escape closes (react-aria's menu); items are radio items for screen readers.
 */
export function CaptionsMenu({
  available,
  language,
  on,
  onChoose,
}: {
  available: readonly Locale[];
  language: Locale | null;
  on: boolean;
  onChoose: (choice: Locale | 'off') => void;
}) {
  const t = useT();
  const selected = on && language ? language : 'off';
  const items = [
    { id: 'off', label: t('academy.captions.off') },
    ...available.map((locale) => ({ id: locale, label: t(`academy.captions.language.${locale}`) })),
  ];
  const state = items.find((item) => item.id === selected)?.label ?? '';
  return (
    <MenuTrigger>
      <Button variant="outline" iconStart={<CaptionsIcon />} data-testid="captions-button">
        {t('academy.captions.button', { state })}
      </Button>
      <Menu
        aria-label={t('academy.captions.choose')}
        items={items}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[selected]}
        onSelectionChange={(keys) => {
          const [key] = keys === 'all' ? [] : [...keys];
          if (key !== undefined) onChoose(key as Locale | 'off');
        }}
        placement="top end"
      >
        {(item) => (
          <MenuItem id={item.id} textValue={item.label} lang={item.id === 'off' ? undefined : item.id}>
            {({ isSelected }) => (
              <>
                <CheckIcon style={{ visibility: isSelected ? 'visible' : 'hidden' }} />
                {item.label}
              </>
            )}
          </MenuItem>
        )}
      </Menu>
    </MenuTrigger>
  );
}
