// Everything global in one import: tokens of both themes and the base styles.
// Inside the workspace `@academy/ui/styles.css` resolves here; the published package maps it to dist/styles.css.
import './theme/themes.css.ts';
import './theme/global.css.ts';
