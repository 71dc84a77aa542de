/**
 * `pb/one-writer`: a table (or a column) that has one writer is written only by that writer's files.
 * Reading stays free. A write is Drizzle's `x.insert(t)`, `x.update(t)`, `x.delete(t)` on the table's
 * object, `x.update(t).set({ columna })` for a guarded column, or an `insert into` / `update` /
 * `delete from` in a `sql` template. Options: `[{ name, owners, tables?, columns?, message }]`, where
 * `owners` are paths from the repository root (a folder ends in `/`), `tables` the SQL and Drizzle
 * names of a table written whole, and `columns` `{ table, drizzle, column }` for one column.
 */
import { relative } from 'node:path';

const WRITE_METHODS = new Set(['insert', 'update', 'delete']);

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function ownerOf(writer, file) {
  return writer.owners.some((o) => (o.endsWith('/') ? file.startsWith(o) : file === o));
}

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

export default {
  meta: {
    type: 'problem',
    docs: { description: 'A table with one writer is written only by its owner.' },
    schema: [{ type: 'array' }],
  },
  create(context) {
    const writers = context.options[0] ?? [];
    const file = relative(context.cwd, context.filename).split('\\').join('/');
    const active = writers.filter((w) => !ownerOf(w, file));
    if (!active.length) return {};
    const report = (node, writer, what) => context.report({ node, message: `${writer.message} (${what})` });

    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        const first = node.arguments[0];
        if (WRITE_METHODS.has(method) && first?.type === 'Identifier') {
          for (const w of active) if ((w.tables ?? []).includes(first.name)) report(node, w, `${method}(${first.name})`);
        }
        // x.update(t).set({ columna: … })
        if (method === 'set' && callee.object.type === 'CallExpression') {
          const inner = callee.object;
          const target = inner.arguments[0];
          if (inner.callee.type === 'MemberExpression' && inner.callee.property.name === 'update' && target?.type === 'Identifier') {
            const keys = setKeys(node);
            for (const w of active) {
              for (const c of w.columns ?? []) if (c.drizzle === target.name && keys.includes(c.column)) report(node, w, `update(${target.name}).set(${c.column})`);
            }
          }
        }
      },
      TemplateLiteral(node) {
        const text = node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ? ');
        for (const w of active) for (const hit of sqlWrites(text, w)) report(node, w, hit);
      },
    };
  },
};
