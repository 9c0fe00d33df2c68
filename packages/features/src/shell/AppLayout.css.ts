import { style } from '@vanilla-extract/css';
import { media, vars } from '@academy/ui';

export const root = style({ minBlockSize: '100dvh', backgroundColor: vars.color.background, color: vars.color.text });

export const main = style({ flex: 1, minInlineSize: 0, outline: 'none' });

export const crumbs = style({ paddingInline: vars.space['4'], paddingBlockStart: vars.space['3'] });

export const mobileFooter = style({ padding: vars.space['4'], display: 'flex', justifyContent: 'center' });

export const bannerLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `2px solid currentColor`, outlineOffset: '2px' },
  },
});

/** The sidebar toggle keeps its square when the bar is crowded (768-1000 px, issue 39.5): the search box gives way. */
export const barToggle = style({ flexShrink: 0 });

export const hideOnMobile = style({ '@media': { [media.mobile]: { display: 'none' } } });

// A prerendered page is a visitor's page; when this browser keeps a session (index.html's first script marks <html>),
// its Sign in / Sign up stay hidden until the app has rendered the member's bar. `contents`: no box of its own.
export const visitorActions = style({
  display: 'contents',
  selectors: { 'html[data-session="stored"] &': { visibility: 'hidden' } },
});
