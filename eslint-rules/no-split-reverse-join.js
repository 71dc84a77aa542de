/**
 * `pb/no-split-reverse-join`: AAAA-MM-DD → DD/MM/AAAA is written once, as `diaMesAnio` in the date
 * module (packages/contract/src/fechas.ts, exported by `@pb/contract`). A copy as
 * `iso.split('-').reverse().join('/')` is one more place where a missing day or a timestamp comes out
 * as nonsense instead of the one answer the module gives. Reported: that chain, with either quote
 * (or a plain template), optional chaining too.
 */
import { methodCall, stringOf } from './ast.js';

export const MESSAGE = 'Use diaMesAnio from the date module (@pb/contract, packages/contract/src/fechas.ts).';

/** The single written-out string argument of a call, or null. */
const onlyString = (call) => (call.arguments.length === 1 ? stringOf(call.arguments[0]) : null);

/** Whether `node` is `<x>.split('-').reverse().join('/')`. */
function isSplitReverseJoin(node) {
  const join = methodCall(node, 'join');
  const reverse = join && onlyString(join) === '/' && methodCall(join.callee.object, 'reverse');
  const split = reverse && methodCall(reverse.callee.object, 'split');
  return Boolean(split && onlyString(split) === '-');
}

export default {
  meta: { type: 'problem', docs: { description: 'AAAA-MM-DD → DD/MM/AAAA only through diaMesAnio.' }, schema: [] },
  create(context) {
    return {
      CallExpression(node) {
        if (isSplitReverseJoin(node)) context.report({ node, message: MESSAGE });
      },
    };
  },
};
