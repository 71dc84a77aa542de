/**
 * `pb/no-bolivia-offset`: Bolivia's UTC−4 is written once, in the date module (packages/contract/src/
 * fechas.ts, exported by `@pb/contract`; SQL has `diaBolivia` in apps/api/src/core/sql.ts). A copy
 * elsewhere (a day computed as `Date.now() - 4 * 3_600_000`, a midnight as `${dia}T00:00:00-04:00`)
 * is one more place to get the day wrong, and the next one to forget. Reported:
 * - a product of number literals (or one literal) worth ±4 hours in milliseconds: `4 * 3_600_000`,
 *   `4 * 60 * 60 * 1000`, `-4 * 3600000`, `14_400_000`;
 * - the zone written to be appended to a day or a clock: a string that is only `-04:00` (or
 *   `T00:00:00-04:00`), or the text right after a `${…}` in a template that starts with it;
 * - any `-04:00` after a clock inside what `new Date(…)` or `Date.parse(…)` reads;
 * - SQL that shifts by hand: `interval '4 hours'`.
 * A whole timestamp with its zone given as data (`'2025-03-10T23:30:00-04:00'` sent to an API, a
 * message that shows the format) is an instant, not a copy of the offset, and passes.
 */
import { unwrap } from './ast.js';

const OFFSET_MS = 4 * 3_600_000;
const ZONE = String.raw`-04:00(?!\d)`;
const CLOCK = String.raw`T?\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?`;
/** The zone alone, or a clock and the zone: what is appended to a day (a whole string, or the start of one). */
const ZONE_SUFFIX = new RegExp(`^(?:${CLOCK})?${ZONE}`);
const ZONE_ONLY = new RegExp(`${ZONE_SUFFIX.source}$`);
/** A clock and the zone anywhere: the end of a whole timestamp. */
const ZONE_AFTER_CLOCK = new RegExp(`${CLOCK}${ZONE}`);
const SQL_SHIFT = /\binterval\s+'[+-]?\s*4\s*hours?'/i;

export const MESSAGE =
  "Use the date module's Bolivia helpers (@pb/contract, packages/contract/src/fechas.ts: BOLIVIA_MS, fechaBolivia, relojBolivia, instanteBolivia, inicioDiaBolivia; in SQL, diaBolivia of apps/api/src/core/sql.ts): Bolivia's UTC−4 is written once.";

const isProductPart = (node) => (node.type === 'BinaryExpression' && node.operator === '*') || (node.type === 'UnaryExpression' && ['-', '+'].includes(node.operator));

/** The value of a product of number literals (signs allowed), or null. */
function product(node) {
  node = unwrap(node);
  if (node.type === 'Literal') return typeof node.value === 'number' ? node.value : null;
  if (node.type === 'UnaryExpression' && ['-', '+'].includes(node.operator)) {
    const v = product(node.argument);
    return v === null ? null : node.operator === '-' ? -v : v;
  }
  if (node.type !== 'BinaryExpression' || node.operator !== '*') return null;
  const [a, b] = [product(node.left), product(node.right)];
  return a === null || b === null ? null : a * b;
}

/** Whether the string node (or the `+` and templates it sits in) is what `new Date(…)`/`Date.parse(…)` reads. */
function readByDate(node) {
  let child = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if ((parent.type === 'BinaryExpression' && parent.operator === '+') || parent.type === 'TemplateLiteral' || unwrap(parent) !== parent) continue;
    if (!parent.arguments?.includes(child)) return false;
    const callee = parent.callee;
    if (parent.type === 'NewExpression') return callee.type === 'Identifier' && callee.name === 'Date';
    return parent.type === 'CallExpression' && callee.type === 'MemberExpression' && callee.object.name === 'Date' && callee.property.name === 'parse';
  }
  return false;
}

/**
 * Whether a piece of string text spells the offset: `whole` when the piece is the whole string,
 * `afterValue` when it follows a `${…}`, `inDate` when `new Date(…)` or `Date.parse(…)` reads it.
 */
function spellsOffset(text, { whole, afterValue, inDate }) {
  if (SQL_SHIFT.test(text)) return true;
  if (whole && ZONE_ONLY.test(text)) return true;
  if (afterValue && ZONE_SUFFIX.test(text)) return true;
  return inDate && ZONE_AFTER_CLOCK.test(text);
}

export default {
  meta: { type: 'problem', docs: { description: "Bolivia's UTC−4 only through the date module." }, schema: [] },
  create(context) {
    const report = (node) => context.report({ node, message: MESSAGE });
    const checkNumber = (node) => {
      if (node.parent && isProductPart(node.parent)) return; // the whole product is checked once
      const value = product(node);
      if (value !== null && Math.abs(value) === OFFSET_MS) report(node);
    };
    return {
      Literal(node) {
        if (typeof node.value === 'number') checkNumber(node);
        else if (typeof node.value === 'string' && spellsOffset(node.value, { whole: true, inDate: readByDate(node) })) report(node);
      },
      UnaryExpression: checkNumber,
      'BinaryExpression[operator="*"]': checkNumber,
      TemplateLiteral(node) {
        const inDate = readByDate(node);
        const whole = node.expressions.length === 0;
        if (node.quasis.some((q, i) => spellsOffset(q.value.cooked ?? q.value.raw, { whole, afterValue: i > 0, inDate }))) report(node);
      },
    };
  },
};
