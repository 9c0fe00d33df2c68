export { Spinner, FullPageSpinner, spinnerSizes, type SpinnerProps, type SpinnerSize, type FullPageSpinnerProps } from './Spinner.tsx';
