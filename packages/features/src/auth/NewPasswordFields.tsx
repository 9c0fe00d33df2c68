import { PasswordField } from '@academy/ui';
import { useT } from '../i18n/index.ts';
import { PasswordChecklist } from './PasswordChecklist.tsx';

type NewPasswordFieldsProps = {
  /** The first field's label ('auth.password' on sign-up, 'auth.newPassword' when resetting). */
  passwordLabel: string;
  /** Id of the live rules list, which the password field is described by. */
  rulesId: string;
  password: string;
  onPasswordChange: (value: string) => void;
  confirmation: string;
  onConfirmationChange: (value: string) => void;
  errors: { password?: string | undefined; confirmation?: string | undefined };
};

/** A new password, its live rules checklist and its confirmation: shared by sign-up and password reset. */
export function NewPasswordFields({
  passwordLabel,
  rulesId,
  password,
  onPasswordChange,
  confirmation,
  onConfirmationChange,
  errors,
}: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <PasswordField
        label={passwordLabel}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
        errorMessage={errors.password}
        showPasswordLabel={t('auth.showPassword')}
        hidePasswordLabel={t('auth.hidePassword')}
        aria-describedby={rulesId}
        isRequired
      />
      <PasswordChecklist password={password} id={rulesId} />
      <PasswordField
        label={t('auth.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmation}
        onChange={onConfirmationChange}
        errorMessage={errors.confirmation}
        showPasswordLabel={t('auth.showPassword')}
        hidePasswordLabel={t('auth.hidePassword')}
        isRequired
      />
    </>
  );
}
