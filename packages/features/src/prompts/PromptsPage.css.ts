import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

// The shell's main area has no padding: the page insets itself, aligned with the breadcrumb.
export const page = style({
  padding: vars.space['4'],
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  maxInlineSize: '80rem',
  marginInline: 'auto',
  inlineSize: '100%',
  // The filter column depends on the room the page has, not on the window: beside the sidebar an 820 px window
  // leaves about 530 px, where a fixed filter column squeezed the cards into one narrow column (issue 39.11).
  containerType: 'inline-size',
});
/** Narrower than this, the filters fold behind 'Show Filters' above the results: a 15rem column and two 17rem cards fit. */
const roomy = '(min-width: 52rem)';
const narrow = '(max-width: 51.99rem)';
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const titleLine = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });
export const title = style({ margin: 0, fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const layout = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['6'],
  alignItems: 'start',
  '@container': { [roomy]: { gridTemplateColumns: '15rem 1fr' } },
});
export const filterToggle = style({ '@container': { [roomy]: { display: 'none' } } });
/** In a narrow page the filters fold away until 'Show Filters' is pressed; with room they are always shown. */
export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  '@container': { [narrow]: { selectors: { '&[data-open="false"]': { display: 'none' } } } },
});
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], border: 'none', margin: 0, padding: 0 });
export const legend = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  marginBlockEnd: vars.space['2'],
  padding: 0,
});
export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minInlineSize: 0 });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});
export const search = style({ flex: '1 1 16rem', maxInlineSize: '28rem' });
export const count = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(17rem, 1fr))',
  gap: vars.space['4'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const status = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  padding: vars.space['8'],
  color: vars.color.textMuted,
});
