import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { cx } from '../../utils/cx.ts';
import * as field from '../Field/field.css.ts';

export const textFieldTypes = ['text', 'email', 'tel', 'url', 'search', 'password', 'number'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export type TextFieldProps = Omit<AriaTextFieldProps, 'children' | 'className' | 'type'> & {
  label: string;
  description?: string;
  /** When set the field is invalid and this text is shown and announced. */
  errorMessage?: string;
  placeholder?: string;
  type?: TextFieldType;
  className?: string;
};

export function TextField({ label, description, errorMessage, placeholder, type = 'text', className, isInvalid, ...rest }: TextFieldProps) {
  return (
    <AriaTextField {...rest} type={type} isInvalid={isInvalid ?? Boolean(errorMessage)} className={cx(field.field, className)}>
      <Label className={field.label}>{label}</Label>
      <Input className={field.standaloneInput} placeholder={placeholder} />
      {description && (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      )}
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
