import { useState } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Group,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { EyeIcon, EyeOffIcon } from '../../icons/Icon.tsx';
import { cx } from '../../utils/cx.ts';
import * as field from '../Field/field.css.ts';

export type PasswordFieldProps = Omit<AriaTextFieldProps, 'children' | 'className' | 'type'> & {
  label: string;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  /** Accessible name of the toggle while the password is hidden. */
  showPasswordLabel?: string;
  /** Accessible name of the toggle while the password is shown. */
  hidePasswordLabel?: string;
  className?: string;
};

export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  showPasswordLabel = 'Show password',
  hidePasswordLabel = 'Hide password',
  className,
  isInvalid,
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...rest}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      className={cx(field.field, className)}
    >
      <Label className={field.label}>{label}</Label>
      <Group className={field.control}>
        <Input className={field.input} placeholder={placeholder} />
        <AriaButton
          className={field.adornmentButton}
          aria-label={visible ? hidePasswordLabel : showPasswordLabel}
          aria-pressed={visible}
          onPress={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </AriaButton>
      </Group>
      {description && (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      )}
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
