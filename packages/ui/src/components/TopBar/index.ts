export { TopBar, TopBarBanner, type TopBarProps, type TopBarBannerProps } from './TopBar.tsx';
