import { style } from '@vanilla-extract/css';
import { vars } from '@academy/ui';

export const root = style({ display: 'flex', minBlockSize: '100dvh', backgroundColor: vars.color.background, color: vars.color.text });

export const column = style({ flex: 1, minInlineSize: 0, display: 'flex', flexDirection: 'column' });

export const main = style({ flex: 1, minInlineSize: 0, outline: 'none' });

export const crumbs = style({ paddingInline: vars.space['4'], paddingBlockStart: vars.space['3'] });

export const mobileFooter = style({ padding: vars.space['4'], display: 'flex', justifyContent: 'center' });
