/// <reference types="node" />
// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { catalogoCompleto as es } from './completo';

/**
 * Every text a user reads comes from the catalogues (decision 013): no words written in a component,
 * and no key used in the code that the Spanish catalogue lacks (the other languages have the
 * Spanish keys: catalogues.test.ts).
 */

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Props and object fields whose text a user reads or hears. */
const USER_FACING = new Set(['label', 'title', 'placeholder', 'aria-label', 'aria-description', 'aria-valuetext', 'helperText', 'alt', 'primary', 'secondary', 'headerName', 'noOptionsText', 'loadingText', 'openText', 'closeText', 'clearText', 'submitLabel', 'acceptLabel', 'cancelLabel', 'description', 'message', 'tooltip']);
/** Calls whose text arguments a user reads. */
const USER_FACING_CALLS = new Set(['notify', 'confirmDialog', 'alertDialog']);
/** Words that are the same in every language. */
const ALLOWED = new Set(['ProBolivia']);
const SEVERITIES = new Set(['success', 'error', 'warning', 'info']);

type Catalogue = { [key: string]: string | Catalogue };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({
  name: relative(SRC, path),
  source: ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS),
}));

const hasWords = (text: string) => /\p{L}/u.test(text) && !ALLOWED.has(text.trim());

function isTranslationCall(node: ts.Node): node is ts.CallExpression {
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  return (ts.isIdentifier(callee) && callee.text === 't') || (ts.isPropertyAccessExpression(callee) && callee.name.text === 't');
}

/** The literal texts an expression may evaluate to, leaving out what `t()` returns. */
function literalTexts(node: ts.Expression): ts.Node[] {
  if (isTranslationCall(node)) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return hasWords(node.text) ? [node] : [];
  if (ts.isTemplateExpression(node)) {
    const own = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].some(hasWords) ? [node] : [];
    return [...own, ...node.templateSpans.flatMap((s) => literalTexts(s.expression))];
  }
  if (ts.isParenthesizedExpression(node)) return literalTexts(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.PlusToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)) {
    return [...literalTexts(node.left), ...literalTexts(node.right)];
  }
  return [];
}

function propName(name: ts.PropertyName | ts.JsxAttributeName): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText();
}

function literalFindings(source: ts.SourceFile): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) found.push(...literalTexts(node.expression));
    else if (ts.isJsxAttribute(node) && USER_FACING.has(propName(node.name)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) {
        if (hasWords(value.text)) found.push(value);
      } else if (ts.isJsxExpression(value) && value.expression) found.push(...literalTexts(value.expression));
    } else if (ts.isPropertyAssignment(node) && USER_FACING.has(propName(node.name))) found.push(...literalTexts(node.initializer));
    else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && USER_FACING_CALLS.has(node.expression.text)) {
      for (const arg of node.arguments) found.push(...literalTexts(arg).filter((n) => !(ts.isStringLiteral(n) && SEVERITIES.has(n.text))));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function where(source: ts.SourceFile, name: string, node: ts.Node): string {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart());
  return `${name}:${line + 1} ${node.getText().trim().slice(0, 80)}`;
}

function nodeAt(key: string): string | Catalogue | undefined {
  return key.split('.').reduce<string | Catalogue | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), es as Catalogue);
}

/** The keys a `t()` argument may be: literal keys, and `prefix.${…}` keys by their prefix. */
function keyProblems(arg: ts.Expression): string[] {
  if (ts.isParenthesizedExpression(arg)) return keyProblems(arg.expression);
  if (ts.isConditionalExpression(arg)) return [...keyProblems(arg.whenTrue), ...keyProblems(arg.whenFalse)];
  if (ts.isAsExpression(arg)) return keyProblems(arg.expression);
  // A counted text is its plural forms (`key_one`, `key_other`), as i18next looks them up.
  if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) return typeof nodeAt(arg.text) === 'string' || typeof nodeAt(`${arg.text}_other`) === 'string' ? [] : [arg.text];
  if (ts.isTemplateExpression(arg)) {
    const prefix = arg.head.text;
    const group = prefix.endsWith('.') ? nodeAt(prefix.slice(0, -1)) : undefined;
    return typeof group === 'object' ? [] : [`${prefix}\${…}`];
  }
  return []; // a key held in a variable: the helpers that build them have their own tests
}

describe('texts in the catalogues', () => {
  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('has no user-facing words written in a component', () => {
    const findings = files.flatMap(({ name, source }) => literalFindings(source).map((node) => where(source, name, node)));
    expect(findings, 'move these texts into src/i18n/{es,en,ay}.json').toEqual([]);
  });

  it('has every key the code asks for in the Spanish catalogue', () => {
    const missing: string[] = [];
    for (const { name, source } of files) {
      const visit = (node: ts.Node) => {
        if (isTranslationCall(node) && node.arguments[0]) missing.push(...keyProblems(node.arguments[0]).map((key) => `${where(source, name, node)} → ${key}`));
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(missing).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const check = (code: string) => literalFindings(ts.createSourceFile('x.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)).map((n) => n.getText());

  it('catches words in JSX text, user-facing props, list options and toasts', () => {
    expect(check('const a = <p>Guardar</p>;')).toEqual(['Guardar']);
    expect(check('const a = <TextField label="Nombre" />;')).toEqual(['"Nombre"']);
    expect(check("const a = <Button aria-label={ok ? 'Cerrar' : t('common.close')} />;")).toEqual(["'Cerrar'"]);
    expect(check("const o = [{ value: 'ACTIVO', label: 'ACTIVO' }];")).toEqual(["'ACTIVO'"]);
    expect(check("notify('success', 'Listo');")).toEqual(["'Listo'"]);
    expect(check('const a = <p>{`Total: ${n}`}</p>;')).toEqual(['`Total: ${n}`']);
    expect(check("const a = <p>{'Total: ' + n}</p>;")).toEqual(["'Total: '"]);
  });

  it('lets translations, symbols, data, the brand and ids through', () => {
    expect(check("const a = <p>{t('common.close')} · {usuario.nombre} <b>ProBolivia</b></p>;")).toEqual([]);
    expect(check('const a = <Box id="user-menu" sx={{ color: \'primary.main\' }} title={`${t(\'a\')}: ${n}`} />;')).toEqual([]);
    expect(check("notify('error', errorMessage(e, t('toast.error')));")).toEqual([]);
  });

  it('checks literal keys and the group of a key built at run time', () => {
    const keys = (code: string) => keyProblems((ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true).statements[0] as ts.ExpressionStatement).expression);
    expect(keys("'common.close'")).toEqual([]);
    expect(keys("ok ? 'common.close' : 'common.nada'")).toEqual(['common.nada']);
    expect(keys('`modulos.permisos.${accion}`')).toEqual([]);
    expect(keys('`modulos.nada.${accion}`')).toEqual(['modulos.nada.${…}']);
  });
});
