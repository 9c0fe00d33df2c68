export { CertificateView, type CertificateViewProps } from './CertificateView.tsx';
