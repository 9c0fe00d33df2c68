// Finds user-visible text written as literals in JSX (issue 10: all text comes from the catalogs).
// Flags JSX text, string literals placed directly as JSX children, and literal values of the attributes that
// screen readers or users see. Text without any letter (punctuation, symbols, numbers) is allowed.
import ts from 'typescript';

export const visibleAttributes = new Set([
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'errorMessage',
  'tooltip',
]);

export type JsxLiteral = { line: number; text: string; where: 'text' | 'child' | `attribute ${string}` };

const hasLetter = (text: string) => /\p{L}/u.test(text);

export function findJsxLiterals(source: string, fileName = 'file.tsx'): JsxLiteral[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: JsxLiteral[] = [];
  const report = (node: ts.Node, text: string, where: JsxLiteral['where']) => {
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim(), where });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetter(node.text)) report(node, node.text, 'text');
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      ts.isJsxElement(node.parent) &&
      (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression))
    ) {
      if (hasLetter(node.expression.text)) report(node, node.expression.text, 'child');
    }
    if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(file);
      const value = ts.isStringLiteral(node.initializer)
        ? node.initializer
        : ts.isJsxExpression(node.initializer) && node.initializer.expression && ts.isStringLiteral(node.initializer.expression)
          ? node.initializer.expression
          : null;
      if (value && visibleAttributes.has(name) && hasLetter(value.text)) report(node, value.text, `attribute ${name}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
