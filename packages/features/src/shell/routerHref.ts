import { useHref } from 'react-router';

/** An address with a scheme (`https:`, `mailto:`) or protocol-relative (`//host`): another site, not one of our routes. */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

/**
 * The `useHref` react-aria's RouterProvider calls for every link it renders. react-router's own resolves any href as a
 * route, so 'https://www.canva.com/' became '/tools/https:/www.canva.com/' (our 404, issue 39.1); other sites' addresses
 * are left as they are.
 */
export function useRouterHref(href: string): string {
  // Always called, so the hooks' order never depends on the address.
  const routed = useHref(href);
  return isExternalHref(href) ? href : routed;
}
