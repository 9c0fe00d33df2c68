import { useState, type FormEvent } from 'react';
import { Button, Link, TextField } from '@academy/ui';
import { backendClientOrNull } from '../backend/index.ts';
import { useT } from '../i18n/index.ts';
import { notify } from '../shell/notify.ts';
import { AuthCard, AuthForm } from './AuthCard.tsx';
import { resetErrorText } from './authMessages.ts';
import { emailProblem } from './fields.ts';

/** /reset-password (SPEC 4): the form, then a check-your-email state whose try-again button returns to the form. */
export function ResetPasswordPage() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem ? t(problem) : undefined);
    if (problem) return;
    setPending(true);
    const address = email.trim();
    // The mail's link lands on /update-password of this same site, wherever it is served from.
    const client = await backendClientOrNull();
    const result =
      client && (await client.auth.resetPasswordForEmail(address, { redirectTo: `${window.location.origin}/update-password` }));
    setPending(false);
    if (!result || result.error) {
      console.error(result?.error);
      notify('error', resetErrorText(result?.error, t));
      return;
    }
    notify('success', t('auth.reset.success'));
    setSentTo(address);
  }

  if (sentTo) {
    return (
      <AuthCard
        title={t('auth.reset.checkEmailTitle')}
        subtitle={t('auth.reset.checkEmailBody', { email: sentTo })}
        footer={<Link href="/signin">{t('auth.reset.backToSignin')}</Link>}
      >
        <Button variant="secondary" fullWidth onPress={() => setSentTo(null)}>
          {t('auth.reset.tryAgain')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={<Link href="/signin">{t('auth.reset.backToSignin')}</Link>}
    >
      <AuthForm action="/reset-password" onSubmit={submit}>
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          errorMessage={error}
          isRequired
        />
        <Button type="submit" variant="primary" fullWidth isLoading={pending} isDisabled={pending}>
          {pending ? t('auth.reset.pending') : t('auth.reset.submit')}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
