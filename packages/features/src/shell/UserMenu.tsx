import { useState } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { Avatar, Badge, Button, Switch } from '@academy/ui';
import { useT } from '../i18n/index.ts';
import { firstNameFor } from '../profile/displayName.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { notify } from './notify.ts';
import { applyThemeMode, readAcceptNotices, readThemeMode, storeAcceptNotices } from './preferences.ts';
import { usePlanBadge } from './usePlanBadge.ts';
import * as styles from './UserMenu.css.ts';

/** The signed-in user's menu (SPEC 2): Accept Notices (on), Dark Mode (off), language, Edit profile, Sign out. */
export function UserMenu() {
  const t = useT();
  const navigate = useNavigate();
  const { user, signOut } = useSession();
  const badge = usePlanBadge();
  const [dark, setDark] = useState(() => readThemeMode() === 'dark');
  const [notices, setNotices] = useState(readAcceptNotices);
  const [open, setOpen] = useState(false);
  if (!user) return null;

  const metadata = user.user_metadata ?? {};
  const firstName = firstNameFor({ fullName: typeof metadata.full_name === 'string' ? metadata.full_name : null, email: user.email }) ?? t('profile.userFallback');
  const avatarUrl = typeof metadata.avatar_url === 'string' ? metadata.avatar_url : null;

  async function handleSignOut() {
    setOpen(false);
    try {
      await signOut();
      notify('success', t('auth.signout.success'));
      navigate('/', { replace: true });
    } catch (error) {
      console.error(error);
    }
  }

  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <AriaButton className={styles.trigger} aria-label={t('shell.userMenu.label')} data-testid="user-menu-trigger">
        <Avatar name={firstName} src={avatarUrl} size="sm" />
        <span>{firstName}</span>
      </AriaButton>
      <Popover className={styles.popover} placement="bottom end" offset={8}>
        <Dialog className={styles.dialog} aria-label={t('shell.userMenu.label')}>
          <div className={styles.identity}>
            <span className={styles.name}>{firstName}</span>
            <span className={styles.email}>{user.email}</span>
            {badge && (
              <span>
                <Badge variant={badge.key === 'profile.plan.free' ? 'neutral' : 'premium'}>{t(badge.key, 'params' in badge ? badge.params : undefined)}</Badge>
              </span>
            )}
          </div>
          <hr className={styles.separator} />
          <Switch
            isSelected={notices}
            onChange={(accept) => {
              setNotices(accept);
              storeAcceptNotices(accept);
            }}
          >
            {t('shell.userMenu.acceptNotices')}
          </Switch>
          <Switch
            isSelected={dark}
            onChange={(on) => {
              setDark(on);
              applyThemeMode(on ? 'dark' : 'light');
            }}
          >
            {t('shell.userMenu.darkMode')}
          </Switch>
          <LanguageSelect />
          <hr className={styles.separator} />
          <div className={styles.actions}>
            <Button variant="secondary" fullWidth href="/edit-profile" onPress={() => setOpen(false)}>
              {t('shell.userMenu.editProfile')}
            </Button>
            <Button variant="ghost" fullWidth onPress={() => void handleSignOut()}>
              {t('shell.userMenu.signOut')}
            </Button>
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
