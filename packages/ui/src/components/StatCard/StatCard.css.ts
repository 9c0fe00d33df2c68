import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  minInlineSize: 0,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primaryTint,
  color: vars.color.primary,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minInlineSize: 0 });

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const value = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
