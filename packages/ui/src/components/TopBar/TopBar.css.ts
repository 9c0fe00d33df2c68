import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.background,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minBlockSize: '3.5rem',
  paddingInline: vars.space['4'],
});

export const start = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minInlineSize: 0, flex: 1 });
export const end = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flexShrink: 0 });

/** The sidebar toggle lives in the top bar only below 768 px (the desktop sidebar has its own rail). */
export const mobileOnly = style({ display: 'none', '@media': { [media.mobile]: { display: 'inline-flex' } } });
