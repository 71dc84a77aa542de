/**
 * `pb/no-cycle`: a module never reaches itself through its own imports. The graph is built from the
 * files on disk (relative imports and re-exports, static and dynamic: a lazy route that imports back
 * into the router is a cycle of the design even if it loads), except the file being linted, whose
 * imports come from its own source. `import type` and `export type` are left out: they vanish at
 * build. One graph per process, read once.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const STATIC = /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/g;
/** `{ type A, type B as C }`: every name a type, so the import vanishes at build. */
const ONLY_TYPES = /^\{\s*(?:type\s+[\w$]+(?:\s+as\s+[\w$]+)?\s*,?\s*)+\}$/;
const DYNAMIC = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|(^|[^:'"\\])\/\/[^\n]*/g;

const graph = new Map();

function resolveFrom(file, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(file), spec);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  for (const c of [base, `${stem}.ts`, `${stem}.tsx`, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(c) && statSync(c).isFile()) return c;
  }
  return null;
}

function importsOnDisk(file) {
  let deps = graph.get(file);
  if (deps) return deps;
  deps = [];
  graph.set(file, deps);
  if (!/\.(ts|tsx|js|mjs)$/.test(file)) return deps;
  const text = readFileSync(file, 'utf8').replace(COMMENTS, '$1');
  for (const m of text.matchAll(STATIC)) if (!m[1] && !ONLY_TYPES.test((m[2] ?? '').trim())) push(deps, resolveFrom(file, m[3]));
  for (const m of text.matchAll(DYNAMIC)) push(deps, resolveFrom(file, m[1]));
  return deps;
}

function push(list, dep) {
  if (dep && !list.includes(dep)) list.push(dep);
}

/** The shortest chain of imports from `start` back to `target`, or null. */
function pathBack(start, target) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    if (file === target) {
      const chain = [];
      for (let f = file; f; f = previous.get(f)) chain.unshift(f);
      return chain;
    }
    for (const dep of importsOnDisk(file)) {
      if (!previous.has(dep)) {
        previous.set(dep, file);
        queue.push(dep);
      }
    }
  }
  return null;
}

export default {
  meta: { type: 'problem', docs: { description: 'No import cycles.' }, schema: [] },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const check = (node, spec, typeOnly) => {
      if (typeOnly || typeof spec !== 'string') return;
      const dep = resolveFrom(file, spec);
      if (!dep || dep === file) return;
      const chain = pathBack(dep, file);
      if (chain) {
        const shown = [file, ...chain].map((f) => relative(root, f)).join(' → ');
        context.report({ node, message: `Import cycle: ${shown}. Move what both need below both.` });
      }
    };
    return {
      ImportDeclaration(node) {
        check(node, node.source.value, node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')));
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, node.exportKind === 'type');
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value, false);
      },
    };
  },
};
