export { Dialog, dialogSizes, type DialogProps, type DialogSize } from './Dialog.tsx';
