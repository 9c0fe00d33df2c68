// Edit profile's "email me when someone answers in a discussion I'm in" (user_profiles.notify_by_mail,
// on by default). Saved as soon as it is switched, like the account menu's switches; the mails'
// unsubscribe link turns the same setting off.
import { Switch } from '@academy/ui';
import useSWR from 'swr';
import { supabase } from '../backend/index.ts';
import { useT } from '../i18n/index.ts';
import { notify } from '../shell/notify.ts';

async function readSetting(userId: string): Promise<boolean> {
  const { data, error } = await supabase().from('user_profiles').select('notify_by_mail').eq('id', userId).single();
  if (error) throw new Error(error.message);
  return (data as { notify_by_mail: boolean }).notify_by_mail;
}

export function NotificationMailSetting({ userId }: { userId: string }) {
  const t = useT();
  const setting = useSWR(['notifications/mail-setting', userId], () => readSetting(userId));
  async function change(on: boolean) {
    await setting
      .mutate(
        async () => {
          const { error } = await supabase().from('user_profiles').update({ notify_by_mail: on }).eq('id', userId);
          if (error) throw new Error(error.message);
          return on;
        },
        { optimisticData: on, rollbackOnError: true, revalidate: false },
      )
      .catch((error: unknown) => {
        console.error(error);
        notify('error', t('profile.updateError'));
      });
  }
  return (
    <Switch
      isSelected={setting.data ?? false}
      isDisabled={setting.data === undefined}
      onChange={(on) => void change(on)}
      data-testid="notify-by-mail"
    >
      {t('notifications.mailSetting')}
    </Switch>
  );
}
