export { planBadge, type PlanBadge } from './planBadge.ts';
export { firstNameFor, splitFullName } from './displayName.ts';
export { avatarObjectName, avatarProblem, uploadAvatar, AVATAR_BUCKET, AVATAR_MAX_BYTES } from './avatar.ts';
export { profileFieldLimits, profileFieldProblems, profileFormFromMetadata } from './profileFields.ts';
