// The `@academy/ui/theme` entry of the published build: the theme's exports, and (through the side-effect import)
// `dist/theme.css` with both themes' tokens and the base styles, for consumers who take component CSS one by one.
import '../styles.css.ts';

export * from './index.ts';
