/**
 * `pb/one-writer`: a table (or a column) that has one writer is written only by that writer's files.
 * Reading stays free. A write is Drizzle's `x.insert(t)`, `x.update(t)`, `x.delete(t)` on the table's
 * object, `x.update(t).set({ columna })` for a guarded column, or an `insert into` / `update` /
 * `delete from` in a `sql` template. Options: `[{ name, owners, tables?, columns?, message }]`, where
 * `owners` are paths from the repository root (a folder ends in `/`), `tables` the SQL and Drizzle
 * names of a table written whole, and `columns` `{ table, drizzle, column }` for one column; then
 * `{ schema }`, the folders (or files) where the tables are defined and gathered.
 *
 * Which table `t` is comes from ESLint's scope analysis, not from the name written at the call, so
 * that another name for the table is still the table:
 * - an import is read by the name it imports (`import { personas as p }`: `p` is `personas`);
 * - a member of a namespace import is its property (`import * as s`: `s.personas`);
 * - a `const` (or a `let` never assigned again) that names a table, or a namespace, is followed;
 * - anything else the analysis cannot follow (a parameter, a destructured or unknown name) keeps the
 *   old reading, its own name.
 * A re-export is the one way a table leaves its module under a name the importer never wrote
 * (`export { personas as gente }`, `export * as s`, `export const gente = personas`): following it
 * would mean reading the other file. Instead, outside the schema every re-export of an owned table is
 * reported, and in its owner every one that does not keep the table's own name. So each binding of an
 * owned table outside its owner comes from an import that names it, and the rules above see it.
 */
import { relative } from 'node:path';
import { nameOf, propertyOf, unwrap } from './ast.js';

const WRITE_METHODS = new Set(['insert', 'update', 'delete']);
/** An import source that is the schema (`../../db/schema/index.js`, `./schema.js`), not `schemas/`. */
const SCHEMA_SOURCE = /(^|\/)schema(\/[\w.-]+)?(\.[jt]s)?$/;
/** How many aliases (`const a = b`) are followed before giving up. */
const MAX_ALIASES = 8;

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a file is one of `paths` (from the repository root; a folder ends in `/`). */
const inPaths = (paths, file) => paths.some((o) => (o.endsWith('/') ? file.startsWith(o) : file === o));
const ownerOf = (writer, file) => inPaths(writer.owners, file);

/** The SET clause of each `update <table> [alias] set …` in a SQL text, up to its WHERE/FROM/RETURNING. */
function setClauses(text, table) {
  const re = new RegExp(`\\bupdate\\s+${escape(table)}\\b(?:\\s+(?:as\\s+)?\\w+)?\\s+set\\b([\\s\\S]*?)(?=\\bwhere\\b|\\bfrom\\b|\\breturning\\b|$)`, 'gi');
  return [...text.matchAll(re)].map((m) => m[1]);
}

function sqlWrites(text, writer) {
  const hits = [];
  for (const t of writer.tables ?? []) {
    const re = new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+${escape(t)}\\b`, 'i');
    if (re.test(text)) hits.push(t);
  }
  for (const c of writer.columns ?? []) {
    if (setClauses(text, c.table).some((s) => new RegExp(`\\b${escape(c.column)}\\s*=`, 'i').test(s))) hits.push(`${c.table}.${c.column}`);
  }
  return hits;
}

/** `update(t).set({ … })`: the object's property names. */
function setKeys(call) {
  const arg = call.arguments[0];
  if (!arg || arg.type !== 'ObjectExpression') return [];
  return arg.properties.flatMap((p) => (p.type === 'Property' && p.key.type === 'Identifier' ? [p.key.name] : p.type === 'Property' && p.key.type === 'Literal' ? [String(p.key.value)] : []));
}

/** The names a writer guards: its whole tables and the Drizzle tables of its columns. */
const guardedNames = (writer) => [...(writer.tables ?? []), ...(writer.columns ?? []).map((c) => c.drizzle)];

/**
 * Resolves table expressions through the scope manager: `tableOf(node)` is the schema name the node
 * stands for (or its own name where the analysis cannot follow it), null when it is no table.
 */
function bindings(sourceCode) {
  const variableOf = (id) => {
    for (let scope = sourceCode.getScope(id); scope; scope = scope.upper) {
      const v = scope.set.get(id.name);
      if (v) return v;
    }
    return null;
  };

  /** `const t = <init>` (or a `let` assigned only there): the init, else null. */
  const aliasOf = (variable, def) => {
    if (def.type !== 'Variable' || def.node.id.type !== 'Identifier' || !def.node.init) return null;
    const once = def.parent.kind === 'const' || variable.references.every((r) => !r.isWrite() || r.init);
    return once ? def.node.init : null;
  };

  const isNamespace = (node, depth = 0) => {
    node = unwrap(node);
    if (node?.type !== 'Identifier' || depth > MAX_ALIASES) return false;
    const variable = variableOf(node);
    const def = variable?.defs[0];
    if (!def) return false;
    if (def.type === 'ImportBinding') return def.node.type === 'ImportNamespaceSpecifier';
    const init = aliasOf(variable, def);
    return init ? isNamespace(init, depth + 1) : false;
  };

  const identifierTable = (node, depth) => {
    const variable = variableOf(node);
    const def = variable?.defs[0];
    if (!def) return node.name;
    if (def.type === 'ImportBinding') {
      if (def.node.type === 'ImportSpecifier') return nameOf(def.node.imported);
      return def.node.type === 'ImportNamespaceSpecifier' ? null : node.name;
    }
    const init = aliasOf(variable, def);
    return init ? tableOf(init, depth + 1) : node.name;
  };

  const tableOf = (node, depth = 0) => {
    node = unwrap(node);
    if (!node || depth > MAX_ALIASES) return null;
    if (node.type === 'Identifier') return identifierTable(node, depth);
    if (node.type === 'MemberExpression' && isNamespace(node.object, depth)) return propertyOf(node);
    return null;
  };

  return { tableOf };
}

/**
 * What a module hands out of the schema's tables: `{ node, table, as }` for each re-export, `table`
 * being the name in the schema (`*` for all of them) and `as` the name it leaves under.
 */
function reExports(node, tableOf) {
  if (node.exportKind === 'type') return [];
  if (node.type === 'ExportAllDeclaration') {
    return SCHEMA_SOURCE.test(node.source.value) ? [{ node, table: '*', as: node.exported ? nameOf(node.exported) : '*' }] : [];
  }
  if (node.type === 'ExportDefaultDeclaration') return [{ node, table: tableOf(node.declaration), as: 'default' }];
  if (node.declaration?.type === 'VariableDeclaration') {
    return node.declaration.declarations.filter((d) => d.id.type === 'Identifier' && d.init).map((d) => ({ node: d, table: tableOf(d.init), as: d.id.name }));
  }
  return node.specifiers
    .filter((s) => s.exportKind !== 'type')
    .map((s) => ({ node: s, table: node.source ? nameOf(s.local) : tableOf(s.local), as: nameOf(s.exported) }));
}

/** Outside its owner a re-export of an owned table is reported; in its owner, one that renames it. */
function badReExport(writer, isOwner, { table, as }) {
  const names = guardedNames(writer);
  if (table === '*') return !isOwner || as !== '*';
  return names.includes(table) && (!isOwner || as !== table);
}

/** `re-exports personas as gente`, `re-exports the schema as s`. */
function describeReExport({ table, as }) {
  const what = table === '*' ? 'the schema' : table;
  return `re-exports ${what}${as === table ? '' : ` as ${as}`}: import the table from the schema`;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'A table with one writer is written only by its owner.' },
    schema: [{ type: 'array' }, { type: 'object', properties: { schema: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
  },
  create(context) {
    const writers = context.options[0] ?? [];
    const schemaFolders = context.options[1]?.schema ?? [];
    const file = relative(context.cwd, context.filename).split('\\').join('/');
    const active = writers.filter((w) => !ownerOf(w, file));
    const checkReExports = !inPaths(schemaFolders, file);
    if (!active.length && !checkReExports) return {};
    const { tableOf } = bindings(context.sourceCode);
    const report = (node, writer, what) => context.report({ node, message: `${writer.message} (${what})` });

    const onExport = (node) => {
      if (!checkReExports) return;
      for (const exported of reExports(node, tableOf)) {
        for (const w of writers) if (badReExport(w, ownerOf(w, file), exported)) report(exported.node, w, describeReExport(exported));
      }
    };

    return {
      CallExpression(node) {
        if (!active.length) return;
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        if (WRITE_METHODS.has(method) && node.arguments[0]) {
          const table = tableOf(node.arguments[0]);
          for (const w of active) if (table && (w.tables ?? []).includes(table)) report(node, w, `${method}(${table})`);
        }
        // x.update(t).set({ columna: … })
        if (method === 'set' && callee.object.type === 'CallExpression') {
          const inner = callee.object;
          if (inner.callee.type !== 'MemberExpression' || inner.callee.property.name !== 'update' || !inner.arguments[0]) return;
          const table = tableOf(inner.arguments[0]);
          const keys = setKeys(node);
          for (const w of active) {
            for (const c of w.columns ?? []) if (c.drizzle === table && keys.includes(c.column)) report(node, w, `update(${table}).set(${c.column})`);
          }
        }
      },
      TemplateLiteral(node) {
        const text = node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ? ');
        for (const w of active) for (const hit of sqlWrites(text, w)) report(node, w, hit);
      },
      ExportNamedDeclaration: onExport,
      ExportDefaultDeclaration: onExport,
      ExportAllDeclaration: onExport,
    };
  },
};
