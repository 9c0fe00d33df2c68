import type { ReactNode } from 'react';

// SPEC 2 and 9 rules for the side navigation, kept free of React so they are unit-tested directly.

export const SIDEBAR_COOKIE_NAME = 'sidebar:state';
/** 7 days. */
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 604800;
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
/** Tooltips on the icon rail open at once (the default elsewhere is 700 ms). */
export const SIDEBAR_TOOLTIP_DELAY_MS = 0;

export type SidebarItem = {
  label: string;
  path: string;
  /** Decorative icon; shown alone on the icon rail (the label becomes its tooltip and accessible name). */
  icon?: ReactNode;
  /** A label only (e.g. "Premium"), never a link of its own. */
  badge?: string;
  children?: SidebarItem[];
  /** For a group: expanded on first render (the user can toggle it). */
  defaultOpen?: boolean;
};

/** A parent is active when the path is its own or lies under it; a leaf only on an exact match. */
export function isItemActive(item: Pick<SidebarItem, 'path' | 'children'>, currentPath: string): boolean {
  const path = normalise(currentPath);
  const own = normalise(item.path);
  if (!item.children?.length) return path === own;
  if (own === '/') return true;
  return path === own || path.startsWith(`${own}/`);
}

function normalise(path: string): string {
  // Stryker disable next-line StringLiteral: kept on purpose (stryker/scopes.mjs keptOnPurpose): split always gives a first element
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  // Stryker disable next-line ConditionalExpression: kept on purpose (stryker/scopes.mjs keptOnPurpose): '' and '/' both stand for the root in every comparison of isItemActive
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery || '/';
}

/** The Set-Cookie-style string that remembers the desktop state for 7 days on every path. */
export function sidebarCookie(expanded: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}`;
}

/** Reads the remembered state from `document.cookie`; undefined when never set. */
export function readSidebarCookie(cookieHeader: string): boolean | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE_NAME) return value === 'true' ? true : value === 'false' ? false : undefined;
  }
  return undefined;
}

/** Ctrl+B or Cmd+B, without other modifiers. */
export function isSidebarShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}
