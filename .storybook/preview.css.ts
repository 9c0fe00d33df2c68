import { style } from '@vanilla-extract/css';
import { vars } from '../packages/ui/src/theme/contract.css.ts';

// The themed area a story renders in and the screenshot captures: the page colour comes from the tokens.
export const visualRoot = style({
  padding: vars.space['4'],
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});
