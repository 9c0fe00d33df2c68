import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@academy/ui';

export const banner = style({
  display: 'block',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  textDecoration: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});

export const bar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: '3.5rem',
  paddingInline: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const spacer = style({ flex: 1 });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const hideOnMobile = style({ '@media': { [media.mobile]: { display: 'none' } } });

export const languageSelect = style({ inlineSize: 'auto', minInlineSize: '8.5rem' });

// In the bar the select's own label would crowd the row: it stays for screen readers only.
globalStyle(`${languageSelect} > label`, {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
