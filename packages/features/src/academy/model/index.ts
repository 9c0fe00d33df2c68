export * from './types.ts';
export * from './modules.ts';
export * from './progressSummary.ts';
export * from './videoSource.ts';
export * from './nextLesson.ts';
export * from './progressWrites.ts';
export * from './featuredCourses.ts';
export * from './structuredData.ts';
