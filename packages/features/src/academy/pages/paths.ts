/** Where premium content sends learners. Its own module: importing it from CoursePage.tsx would put the whole course
 * page (swr, the player, the data layer) into the catalogue's first download. */
export const PLANS_PATH = '/plans';
