export { CommunityPage } from './CommunityPage.tsx';
export * from './model.ts';
export { forumView, setLiked, type ForumPage, type LikeView } from './forumPages.ts';
export { linkify, safeHttpUrl } from './linkify.ts';
export * from './pagination.ts';
export * from './queries.ts';
