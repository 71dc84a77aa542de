/** Small readings of ESTree nodes that several of the `pb` rules share. */

/** An identifier's or string literal's name (`import { 'a' as b }` is legal). */
export const nameOf = (node) => (node.type === 'Identifier' ? node.name : String(node.value));

/** `x as T`, `x!`, `x satisfies T`: the expression itself. */
export function unwrap(node) {
  while (node && ['TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression'].includes(node.type)) node = node.expression;
  return node;
}

/** The property a member expression reads when it is written out (`s.personas`, `s['personas']`), else null. */
export function propertyOf(member) {
  if (!member.computed) return member.property.type === 'Identifier' ? member.property.name : null;
  return member.property.type === 'Literal' && typeof member.property.value === 'string' ? member.property.value : null;
}

/** A string written out: a string literal or a template without `${…}`; else null. */
export function stringOf(node) {
  node = unwrap(node);
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

/** `node` itself when it is a call `receiver.method(…)` (optional chaining too), else null. */
export function methodCall(node, method) {
  node = unwrap(node);
  if (node?.type === 'ChainExpression') node = node.expression;
  if (node?.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return null;
  return propertyOf(node.callee) === method ? node : null;
}
