export { CommunityPage } from './CommunityPage.tsx';
export * from './model.ts';
export { likeReducer, type LikeState, type LikeAction } from './likes.ts';
export { linkify, safeHttpUrl } from './linkify.ts';
export * from './pagination.ts';
export * from './queries.ts';
