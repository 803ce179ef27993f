import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Anything a user sees is a key in the catalogues. This reads every component (tests aside) and lists the
 * words written straight into JSX: text between tags, and string literals given to the props that people read
 * or hear (aria-label, title, placeholder, label, helperText, alt).
 */
const SOURCE = join(import.meta.dirname, '..');
const READ_PROPS = new Set(['aria-label', 'aria-valuetext', 'title', 'placeholder', 'label', 'helperText', 'alt']);
/** Marks that are not words in any language: separators, symbols, punctuation. */
const ALLOWED = new Set(['·', '%', '•', '©', '–', '—', '|', '/', ':', '(', ')']);

function componentFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === '__fixtures__' ? [] : componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') && !entry.name.includes('test-utils') ? [path] : [];
  });
}

const isWordy = (text: string) => /\p{L}/u.test(text) && !ALLOWED.has(text.trim());

function literalsIn(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${relative(SOURCE, path)}:${line + 1} ${JSON.stringify(text.trim())}`);
  };
  const stringsOf = (expression: ts.Expression): ts.Node[] => {
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression];
    if (ts.isTemplateExpression(expression)) return [expression.head, ...expression.templateSpans.map((span) => span.literal)];
    if (ts.isConditionalExpression(expression)) return [...stringsOf(expression.whenTrue), ...stringsOf(expression.whenFalse)];
    if (ts.isBinaryExpression(expression)) {
      const operator = expression.operatorToken.kind;
      // `a && 'text'` shows the text; `a === 'value'` compares and shows nothing.
      if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return stringsOf(expression.right);
      const shows = [ts.SyntaxKind.PlusToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(operator);
      return shows ? [...stringsOf(expression.left), ...stringsOf(expression.right)] : [];
    }
    if (ts.isParenthesizedExpression(expression)) return stringsOf(expression.expression);
    return [];
  };
  const textOf = (node: ts.Node) => (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : (node as ts.TemplateLiteralLikeNode).text);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWordy(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const literal of stringsOf(node.expression)) if (isWordy(textOf(literal))) report(literal, textOf(literal));
    }
    if (ts.isJsxAttribute(node) && READ_PROPS.has(node.name.getText(source)) && node.initializer) {
      const { initializer } = node;
      const literals = ts.isStringLiteral(initializer) ? [initializer] : ts.isJsxExpression(initializer) && initializer.expression ? stringsOf(initializer.expression) : [];
      for (const literal of literals) if (isWordy(textOf(literal))) report(literal, textOf(literal));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('components', () => {
  it('hold no user-visible literal: every word comes from a catalogue', () => {
    const files = componentFiles(SOURCE);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(literalsIn)).toEqual([]);
  });

  it('are read by the check: a literal in a fixture is found', () => {
    const fixture = join(SOURCE, 'i18n', '__fixtures__', 'literal.tsx');
    expect(literalsIn(fixture).map((entry) => entry.replace(/^.*?:\d+ /, ''))).toEqual(['"Close dialog"', '"Save"', '"Target:"', '"Optional"']);
  });
});
