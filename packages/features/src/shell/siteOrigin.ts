/**
 * Stands for the site's address in HTML prerendered at build time, where no address is known yet. The embedded
 * server writes the address it answers from in its place (so the page matches what the browser renders when it
 * hydrates); a static host's copies get SITE_URL from the build, or nothing (addresses relative to the site).
 */
export const PRERENDER_ORIGIN = 'https://prerendered-origin.invalid';

/** The site's address: this page's origin in the browser, the placeholder while prerendering. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? PRERENDER_ORIGIN : window.location.origin;
}
