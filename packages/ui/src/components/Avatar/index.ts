export { Avatar, avatarSizes, initialsOf, type AvatarProps, type AvatarSize } from './Avatar.tsx';
