import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Link, PasswordField, TextField } from '@academy/ui';
import { backendClientOrNull } from '../backend/index.ts';
import { useT } from '../i18n/index.ts';
import { fetchRole } from '../session/fetchRole.ts';
import { isSuspendedError, reportSuspended } from '../session/suspension.ts';
import { notify } from '../shell/notify.ts';
import { AuthCard, AuthForm } from './AuthCard.tsx';
import { signInErrorKey } from './authMessages.ts';
import { emailProblem, PASSWORD_MAX_LENGTH } from './fields.ts';
import { routeAfterAuth } from './routeAfterAuth.ts';

/** /signin (SPEC 2, 4, 8): email and password, show/hide, links to reset and sign up; staff land on the dashboard. */
export function SignInPage() {
  const t = useT();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const emailError = emailProblem(email);
    const passwordError = !password ? 'auth.required.password' : password.length > PASSWORD_MAX_LENGTH ? 'auth.tooLong' : null;
    setErrors({ email: emailError ? t(emailError) : undefined, password: passwordError ? t(passwordError) : undefined });
    if (emailError || passwordError) return;

    setPending(true);
    const client = await backendClientOrNull();
    const result = client && (await client.auth.signInWithPassword({ email: email.trim(), password }));
    if (!client || !result || result.error || !result.data.user) {
      console.error(result?.error);
      // A banned account (403 user_banned): the suspension notice says so and how to reach the academy (issue 39.8).
      if (isSuspendedError(result?.error)) reportSuspended();
      else notify('error', t(signInErrorKey(result?.error)));
      setPending(false);
      return;
    }
    const { user } = result.data;
    notify('success', t('auth.signin.success'));
    const role = await fetchRole(client, user.id).catch((lookupError: unknown) => {
      console.error(lookupError);
      return null;
    });
    navigate(routeAfterAuth(role), { replace: true });
  }

  return (
    <AuthCard
      title={t('auth.signin.title')}
      subtitle={t('auth.signin.subtitle')}
      footer={
        <>
          <Link href="/reset-password">{t('auth.signin.forgot')}</Link>
          <span>
            {t('auth.signin.noAccount')} <Link href="/signup">{t('auth.signin.toSignup')}</Link>
          </span>
        </>
      }
    >
      <AuthForm action="/signin" onSubmit={submit}>
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
        <PasswordField
          label={t('auth.password')}
          name="password"
          value={password}
          onChange={setPassword}
          errorMessage={errors.password}
          showPasswordLabel={t('auth.showPassword')}
          hidePasswordLabel={t('auth.hidePassword')}
          isRequired
        />
        <Button type="submit" variant="primary" fullWidth isLoading={pending} isDisabled={pending}>
          {pending ? t('auth.signin.pending') : t('auth.signin.submit')}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
