import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Link, TextField } from '@academy/ui';
import { backendClientOrNull } from '../backend/index.ts';
import { useI18n } from '../i18n/index.ts';
import { fetchRole } from '../session/fetchRole.ts';
import { notify } from '../shell/notify.ts';
import { AuthCard, AuthForm } from './AuthCard.tsx';
import { signUpErrorKey } from './authMessages.ts';
import { emailProblem, PASSWORD_MAX_LENGTH } from './fields.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { newPasswordProblem } from './passwordRules.ts';
import { routeAfterAuth } from './routeAfterAuth.ts';
import { validForumName } from '../community/model.ts';

/**
 * /signup (SPEC 2, 4, 5, 8): email, password and confirmation; the same routing as sign-in once the account exists.
 * Also the name other members see (issue 39.4), optional: left empty, the server gives one such as 'Elèv 4821'.
 */
export function SignUpPage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ name?: string; email?: string; password?: string; confirmation?: string }>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fullName = name.trim() === '' ? null : validForumName(name);
    const nameError = name.trim() !== '' && fullName === null;
    const emailError = emailProblem(email);
    const tooLong = password.length > PASSWORD_MAX_LENGTH;
    const passwordError = tooLong ? 'auth.tooLong' : newPasswordProblem(password, confirmation);
    setErrors({
      name: nameError ? t('community.name.invalid') : undefined,
      email: emailError ? t(emailError) : undefined,
      password: passwordError && passwordError !== 'auth.signup.mismatch' ? t(passwordError) : undefined,
      confirmation: passwordError === 'auth.signup.mismatch' ? t(passwordError) : undefined,
    });
    if (nameError || emailError || passwordError) return;

    setPending(true);
    const client = await backendClientOrNull();
    // The page's language goes with the account: the confirmation mail (and, on hosted Supabase, every auth mail's
    // template) is written in it, and the profile starts in it (the trigger copies `locale` to user_profiles).
    const result =
      client &&
      (await client.auth.signUp({
        email: email.trim(),
        password,
        options: { data: fullName ? { locale, full_name: fullName } : { locale } },
      }));
    if (!client || !result || result.error || !result.data.user) {
      console.error(result?.error);
      notify('error', t(signUpErrorKey(result?.error)));
      setPending(false);
      return;
    }
    const { user, session } = result.data;
    notify('success', t('auth.signup.success'));
    // A backend that asks for email confirmation returns no session: the user signs in after confirming.
    if (!session) {
      navigate('/signin', { replace: true });
      return;
    }
    const role = await fetchRole(client, user.id).catch((lookupError: unknown) => {
      console.error(lookupError);
      return null;
    });
    navigate(routeAfterAuth(role), { replace: true });
  }

  return (
    <AuthCard
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
      footer={
        <span>
          {t('auth.signup.hasAccount')} <Link href="/signin">{t('auth.signup.toSignin')}</Link>
        </span>
      }
    >
      <AuthForm action="/signup" onSubmit={submit}>
        <TextField
          label={t('auth.signup.name')}
          description={t('auth.signup.nameHelp')}
          name="full_name"
          autoComplete="name"
          value={name}
          onChange={setName}
          errorMessage={errors.name}
        />
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          errorMessage={errors.email}
          isRequired
        />
        <NewPasswordFields
          passwordLabel={t('auth.password')}
          rulesId="signup-password-rules"
          password={password}
          onPasswordChange={setPassword}
          confirmation={confirmation}
          onConfirmationChange={setConfirmation}
          errors={errors}
        />
        <Button type="submit" variant="primary" fullWidth isLoading={pending} isDisabled={pending}>
          {pending ? t('auth.signup.pending') : t('auth.signup.submit')}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
