import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Avatar, Button, TextField } from '@academy/ui';
import { AuthCard, authFormClass } from '../auth/AuthCard.tsx';
import { supabase } from '../backend/index.ts';
import { useT } from '../i18n/index.ts';
import { NotificationMailSetting } from '../notifications/MailSetting.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import { goBackInApp } from '../shell/goBack.ts';
import { notify } from '../shell/notify.ts';
import { avatarProblem, uploadAvatar } from './avatar.ts';
import { splitFullName } from './displayName.ts';
import { profileFieldProblems, profileFormFromMetadata, type ProfileFieldName, type ProfileForm } from './profileFields.ts';
import * as styles from './EditProfilePage.css.ts';

/** /edit-profile (SPEC 2, 5, 8): avatar upload, read-only email, full name, phone and country; goes back after saving. */
export function EditProfilePage() {
  const t = useT();
  const navigate = useNavigate();
  const { user } = useSession();
  const [form, setForm] = useState<ProfileForm>(() => profileFormFromMetadata(user?.user_metadata));
  const [avatarUrl, setAvatarUrl] = useState<string | null>(() =>
    typeof user?.user_metadata?.avatar_url === 'string' ? user.user_metadata.avatar_url : null,
  );
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [tooLong, setTooLong] = useState<Partial<Record<ProfileFieldName, number>>>({});

  if (!user) return null; // the route's auth guard sends visitors to /signin before this renders
  const userId = user.id;

  async function changeAvatar(file: File | null) {
    const problem = avatarProblem(file);
    if (problem || !file) {
      notify('error', t(problem ?? 'profile.selectImage', { max: 5 }));
      return;
    }
    setUploading(true);
    try {
      setAvatarUrl(await uploadAvatar(supabase(), userId, file));
      notify('success', t('profile.avatarSuccess'));
    } catch (error) {
      console.error(error);
      notify('error', t('profile.avatarError'));
    } finally {
      setUploading(false);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const problems = profileFieldProblems(form);
    setTooLong(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    const client = supabase();
    const values = { full_name: form.full_name.trim(), phone: form.phone.trim(), country: form.country.trim() };
    const { error } = await client.auth.updateUser({ data: values });
    if (error) {
      console.error(error);
      notify('error', t('profile.updateError'));
      setSaving(false);
      return;
    }
    // SPEC 7: the profile row follows the metadata; its failures are only logged.
    const names = splitFullName(values.full_name);
    const row = await client
      .from('user_profiles')
      .update({ ...names, phone: values.phone, country: values.country })
      .eq('id', userId);
    if (row.error) console.error(row.error);
    notify('success', t('profile.updateSuccess'));
    setSaving(false);
    goBackInApp(navigate);
  }

  const field = (name: ProfileFieldName) => ({
    value: form[name],
    onChange: (value: string) => setForm((current) => ({ ...current, [name]: value })),
    errorMessage: tooLong[name] ? t('profile.tooLong', { max: tooLong[name] }) : undefined,
    name,
  });

  return (
    <AuthCard title={t('profile.title')} subtitle={t('profile.subtitle')}>
      <div className={styles.avatarRow}>
        <Avatar
          name={form.full_name || user.email || ''}
          src={avatarUrl}
          size="xl"
          onUpload={(file) => void changeAvatar(file)}
          onNoFile={() => void changeAvatar(null)}
          uploadLabel={t('profile.avatarChoose')}
          isUploading={uploading}
        />
        <div className={styles.avatarText}>
          <strong>{t('profile.avatar')}</strong>
          <span>{uploading ? t('profile.avatarUploading') : t('profile.avatarChoose')}</span>
        </div>
      </div>
      <form method="post" className={authFormClass} onSubmit={save} noValidate>
        <TextField label={t('profile.email')} type="email" value={user.email ?? ''} isReadOnly description={t('profile.emailReadOnly')} />
        <TextField label={t('profile.fullName')} autoComplete="name" {...field('full_name')} />
        <TextField label={t('profile.phone')} type="tel" autoComplete="tel" {...field('phone')} />
        <TextField label={t('profile.country')} autoComplete="country-name" {...field('country')} />
        <NotificationMailSetting userId={userId} />
        <div className={styles.actions}>
          <Button variant="ghost" onPress={() => goBackInApp(navigate)}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" variant="primary" isLoading={saving} isDisabled={saving}>
            {saving ? t('profile.pending') : t('profile.submit')}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
