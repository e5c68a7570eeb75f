// The iteration protocol of the analysed code: an object whose `[Symbol.iterator]()` returns an iterator with a
// `next()` (a class implementing Iterable, an object literal), iterated one step at a time as `for…of` does, or
// all at once as a spread does.

import type { ts } from 'ts-morph';
import { unknownAt } from '../core/context';
import type { Value } from '../core/values';
import { ITERATOR_KEY, Unknown, isClosure, isObject, truthiness } from '../core/values';
import type { Evaluator } from './evaluator';
import { memberOf } from './natives';
import type { ParsedFile } from './syntax/ts-parse';

/** One step of an iterator: its value, or the end; Unknown where the step is not known. */
export type Step = { done: false; value: Value } | { done: true } | Unknown;

/** The steps of `iterable`'s iterator, one per call; undefined when it has no `[Symbol.iterator]` of the analysed code. */
export function protocolIterator(it: Evaluator, iterable: Value, node: ts.Node, parsed: ParsedFile): (() => Step) | undefined {
  if (!isObject(iterable) || iterable.collection) return undefined;
  const method = iterable.methods?.get(ITERATOR_KEY) ?? iterable.props.get(ITERATOR_KEY);
  if (!isClosure(method)) return undefined;
  const iterator = it.callClosure(method, [], node, parsed);
  return () => {
    const next = iterator instanceof Unknown ? iterator : memberOf(iterator, 'next', node, parsed, it);
    if (next instanceof Unknown) return next;
    if (!isClosure(next)) return unknownAt('an iterator whose next() is not a function of the analysed code', node, parsed);
    const result = it.callClosure(next, [], node, parsed);
    if (result instanceof Unknown) return result;
    if (!isObject(result)) return unknownAt('an iterator result that is not an object', node, parsed);
    const done = truthiness(memberOf(result, 'done', node, parsed, it));
    if (done === undefined) return unknownAt('whether the iteration is done is not known', node, parsed);
    return done ? { done: true } : { done: false, value: memberOf(result, 'value', node, parsed, it) };
  };
}

/** Every item of `iterable` by its protocol (a spread), bounded by the loop limit; Unknown where one step is not known. */
export function protocolItems(it: Evaluator, iterable: Value, node: ts.Node, parsed: ParsedFile): Value[] | Unknown | undefined {
  const step = protocolIterator(it, iterable, node, parsed);
  if (!step) return undefined;
  const items: Value[] = [];
  for (;;) {
    if (items.length >= it.ctx.limits.maxLoopIterations) return unknownAt('an iteration longer than the loop limit', node, parsed);
    const next = step();
    if (next instanceof Unknown) return next;
    if (next.done) return items;
    items.push(next.value);
  }
}
