export { Link, linkVariants, type LinkProps, type LinkVariant } from './Link.tsx';
