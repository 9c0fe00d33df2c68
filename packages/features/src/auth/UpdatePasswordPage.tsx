import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, FullPageSpinner, Link } from '@academy/ui';
import { supabase } from '../backend/index.ts';
import { useT } from '../i18n/index.ts';
import { fetchRole } from '../session/fetchRole.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { notify } from '../shell/notify.ts';
import { AuthCard, AuthForm } from './AuthCard.tsx';
import { PASSWORD_MAX_LENGTH } from './fields.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { newPasswordProblem } from './passwordRules.ts';
import { updatePasswordErrorKey } from './authMessages.ts';
import { recoveryLinkError, recoveryTokens } from './recoveryLink.ts';
import { routeAfterAuth } from './routeAfterAuth.ts';

/**
 * /update-password, the target of the reset mail's link. supabase-js turns the link into a session when the app
 * starts; a used or expired link leaves no session (and an error in the address), so the page offers a new link.
 */
export function UpdatePasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { status, user } = useSession();
  const [linkError] = useState(() => recoveryLinkError(location));
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [pending, setPending] = useState(false);
  const [tokens] = useState(() => recoveryTokens(location.hash));
  const [exchanging, setExchanging] = useState(tokens !== null);

  // A link that carries the session in its fragment: open that session, then drop the tokens from the address bar.
  useEffect(() => {
    if (!tokens) return;
    void supabase()
      .auth.setSession(tokens)
      .then(({ error }) => {
        if (error) console.error(error);
        window.history.replaceState(window.history.state, '', window.location.pathname);
        setExchanging(false);
      });
  }, [tokens]);

  if (status === 'loading' || exchanging) return <FullPageSpinner label={t('auth.update.checking')} />;

  if (status === 'signedOut' || !user || linkError) {
    return (
      <AuthCard title={t('auth.update.title')} subtitle={t('auth.update.invalidLink')}>
        <Button variant="primary" fullWidth href="/reset-password">
          {t('auth.update.requestNew')}
        </Button>
      </AuthCard>
    );
  }
  const userId = user.id;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = password.length > PASSWORD_MAX_LENGTH ? 'auth.tooLong' : newPasswordProblem(password, confirmation);
    setErrors({
      password: problem && problem !== 'auth.signup.mismatch' ? t(problem) : undefined,
      confirmation: problem === 'auth.signup.mismatch' ? t(problem) : undefined,
    });
    if (problem) return;
    setPending(true);
    const client = supabase();
    const { error } = await client.auth.updateUser({ password });
    if (error) {
      console.error(error);
      notify('error', t(updatePasswordErrorKey(error)));
      setPending(false);
      return;
    }
    notify('success', t('auth.update.success'));
    const role = await fetchRole(client, userId).catch(() => null);
    navigate(routeAfterAuth(role), { replace: true });
  }

  return (
    <AuthCard
      title={t('auth.update.title')}
      subtitle={t('auth.update.subtitle')}
      footer={<Link href="/signin">{t('auth.reset.backToSignin')}</Link>}
    >
      <AuthForm action="/update-password" onSubmit={submit}>
        <NewPasswordFields
          passwordLabel={t('auth.newPassword')}
          rulesId="update-password-rules"
          password={password}
          onPasswordChange={setPassword}
          confirmation={confirmation}
          onConfirmationChange={setConfirmation}
          errors={errors}
        />
        <Button type="submit" variant="primary" fullWidth isLoading={pending} isDisabled={pending}>
          {pending ? t('auth.update.pending') : t('auth.update.submit')}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
