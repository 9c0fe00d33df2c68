export { Select, type SelectProps, type SelectOption } from './Select.tsx';
export { SelectPlaceholder, type SelectPlaceholderProps } from './SelectPlaceholder.tsx';
