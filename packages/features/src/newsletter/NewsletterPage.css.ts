import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

// The shell's main area has no padding: the page insets itself, aligned with the breadcrumb.
export const page = style({
  padding: vars.space['4'],
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  maxInlineSize: '56rem',
  marginInline: 'auto',
  inlineSize: '100%',
});
export const hero = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], alignItems: 'center', textAlign: 'center' });
export const icon = style({ color: vars.color.primary });
export const title = style({ margin: 0, fontSize: vars.font.size['3xl'], fontWeight: vars.font.weight.bold });
export const subtitle = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '36rem' });
export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  inlineSize: '100%',
  maxInlineSize: '30rem',
  textAlign: 'start',
});
export const emailField = style({ flex: '1 1 14rem' });
export const small = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const notice = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.successText });
export const errorText = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.dangerText });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const itemTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });
export const date = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const body = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: vars.font.lineHeight.normal, margin: 0 });
export const image = style({ inlineSize: '100%', maxBlockSize: '16rem', objectFit: 'cover', borderRadius: vars.radius.md });
export const center = style({ display: 'flex', justifyContent: 'center' });
export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: vars.space['8'],
  textAlign: 'center',
});
