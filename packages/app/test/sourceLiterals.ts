// The text a test file can look for on screen: its string literals, the literal parts of its template strings, its
// regular expressions' patterns and its JSX text. Comments are not read: a story that only mentions a message in a
// comment does not show it.
import ts from 'typescript';

export function sourceLiterals(source: string, fileName = 'file.tsx'): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) found.push(node.text);
    else if (ts.isRegularExpressionLiteral(node)) found.push(regexText(node.text));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found.filter((text) => text !== '');
}

/**
 * A regular expression's pattern as plain text where it is one (`/Loading prompts\.\.\./` reads 'Loading prompts...'):
 * the slashes and flags dropped, escaped punctuation unescaped. Patterns with alternatives or classes stay as written
 * and match only what they spell out.
 */
function regexText(literal: string): string {
  const pattern = literal.slice(1, literal.lastIndexOf('/'));
  return pattern.replace(/^\^|\$$/g, '').replace(/\\([^\p{L}\p{N}])/gu, '$1');
}
