import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/Icon.tsx';
import { cx } from '../../utils/cx.ts';
import * as field from '../Field/field.css.ts';
import * as popover from '../Popover/popover.css.ts';
import * as styles from './Select.css.ts';

export type SelectOption = { id: Key; label: string; isDisabled?: boolean };

export type SelectProps = Omit<AriaSelectProps<SelectOption>, 'children' | 'className' | 'items'> & {
  label: string;
  options: SelectOption[];
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  className?: string;
};

export function Select({ label, options, description, errorMessage, placeholder, className, isInvalid, ...rest }: SelectProps) {
  return (
    <AriaSelect {...rest} placeholder={placeholder} isInvalid={isInvalid ?? Boolean(errorMessage)} className={cx(field.field, className)}>
      <Label className={field.label}>{label}</Label>
      <AriaButton className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon />
      </AriaButton>
      {description && (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      )}
      <FieldError className={field.error}>{errorMessage}</FieldError>
      <Popover className={popover.popover}>
        <ListBox className={popover.list} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} isDisabled={option.isDisabled} className={popover.item}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
