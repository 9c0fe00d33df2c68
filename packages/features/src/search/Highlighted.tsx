import { highlightParts } from './highlight.ts';
import * as styles from './SearchDialog.css.ts';

/** `text` with the words matching `query` in <mark>; every part is rendered as text, never as HTML. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
