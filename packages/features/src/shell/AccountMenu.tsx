import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, UserMenu } from '@academy/ui';
import { useT } from '../i18n/index.ts';
import { firstNameFor } from '../profile/displayName.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { notify } from './notify.ts';
import { applyThemeMode, readAcceptNotices, readThemeMode, storeAcceptNotices } from './preferences.ts';
import { usePlanBadge } from './usePlanBadge.ts';

/** The signed-in user's menu (SPEC 2) on @academy/ui's UserMenu: Accept Notices (on), Dark Mode (off), language, Edit profile, Sign out. */
export function AccountMenu() {
  const t = useT();
  const navigate = useNavigate();
  const { user, signOut } = useSession();
  const badge = usePlanBadge();
  const [dark, setDark] = useState(() => readThemeMode() === 'dark');
  const [notices, setNotices] = useState(readAcceptNotices);
  if (!user) return null;

  const metadata = user.user_metadata ?? {};
  const firstName =
    firstNameFor({ fullName: typeof metadata.full_name === 'string' ? metadata.full_name : null, email: user.email }) ??
    t('profile.userFallback');
  const avatarUrl = typeof metadata.avatar_url === 'string' ? metadata.avatar_url : null;

  async function handleSignOut() {
    try {
      await signOut();
      notify('success', t('auth.signout.success'));
      navigate('/', { replace: true });
    } catch (error) {
      console.error(error);
    }
  }

  return (
    <UserMenu
      data-testid="user-menu-trigger"
      showName
      name={firstName}
      email={user.email}
      avatarSrc={avatarUrl}
      planLabel={badge ? t(badge.key, 'params' in badge ? badge.params : undefined) : undefined}
      planVariant={badge?.key === 'profile.plan.free' ? 'neutral' : 'premium'}
      triggerLabel={t('shell.userMenu.label')}
      acceptNotices={notices}
      onAcceptNoticesChange={(accept) => {
        setNotices(accept);
        storeAcceptNotices(accept);
      }}
      acceptNoticesLabel={t('shell.userMenu.acceptNotices')}
      darkMode={dark}
      onDarkModeChange={(on) => {
        setDark(on);
        applyThemeMode(on ? 'dark' : 'light');
      }}
      darkModeLabel={t('shell.userMenu.darkMode')}
    >
      {(close) => (
        <>
          <LanguageSelect />
          <Button variant="secondary" fullWidth href="/edit-profile" onPress={close}>
            {t('shell.userMenu.editProfile')}
          </Button>
          <Button
            variant="ghost"
            fullWidth
            onPress={() => {
              close();
              void handleSignOut();
            }}
          >
            {t('shell.userMenu.signOut')}
          </Button>
        </>
      )}
    </UserMenu>
  );
}
