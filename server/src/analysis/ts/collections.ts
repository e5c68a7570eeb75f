// `Set` and `Map` of the analysed code: made by `new Set(…)` / `new Map(…)`, read and changed by their methods, iterated
// by `for…of`, spread and the built-ins (bridge.ts), with JavaScript's SameValueZero keys (objects by identity).

import { writes } from '../core/write-log';
import type { Span } from '../../base/text';
import type { NativeValue, ObjectValue, Value } from '../core/values';
import { Unknown, arrayValue, isArray, isObject, objectValue } from '../core/values';

export type Collection = ObjectValue & { collection: { kind: 'set' | 'map'; entries: Map<Value, Value> } };

export function isCollection(value: Value): value is Collection {
  return isObject(value) && value.collection !== undefined;
}

/** The items an iteration of `value` gives (arrays, strings, sets; a map's [key, value] pairs), or undefined. */
export function iterationItems(value: Value): Value[] | undefined {
  if (isArray(value)) return value.items;
  if (typeof value === 'string') return [...value];
  if (isCollection(value)) {
    const { kind, entries } = value.collection;
    return kind === 'set' ? [...entries.keys()] : [...entries].map(([k, v]) => arrayValue([k, v]));
  }
  return undefined;
}

/** `new Set(iterable)` / `new Map(entries)`; Unknown when what it is made from is not known. */
export function newCollection(kind: 'set' | 'map', source: Value, span: Span, maxItems: number): Value {
  const entries = new Map<Value, Value>();
  if (source !== undefined && source !== null) {
    const items = iterationItems(source);
    if (!items)
      return new Unknown(`a ${kind === 'set' ? 'Set' : 'Map'} made from something that is not known`, `new ${kind === 'set' ? 'Set' : 'Map'}(…)`, span);
    for (const item of items.slice(0, maxItems)) {
      if (item instanceof Unknown) return item;
      if (kind === 'set') entries.set(item, item);
      else if (isArray(item)) entries.set(item.items[0], item.items[1]);
      else return new Unknown('a Map made from entries that are not [key, value] pairs', 'new Map(…)', span);
    }
  }
  const value = objectValue() as Collection;
  value.collection = { kind, entries };
  return value;
}

function native(name: string, call: (args: Value[], span: Span) => Value): NativeValue {
  return { kind: 'native', name, call };
}

/** `set.has(x)`, `map.get(k)`, `size`, …; undefined for a member a Set or Map does not have. */
export function collectionMember(value: Collection, key: string, call: (fn: Value, args: Value[]) => Value): Value | undefined {
  const { kind, entries } = value.collection;
  const unknownKey = (args: Value[]) => args.find((a): a is Unknown => a instanceof Unknown);
  /** A change of the entries: logged first; under a key not known, which entries it has is not known after. */
  const change = (args: Value[], apply: () => Value): Value => {
    writes.entries(value);
    const unknown = unknownKey(args);
    if (!unknown) return apply();
    (value as ObjectValue).collection = undefined;
    value.props.set('…', unknown);
    return unknown;
  };
  switch (key) {
    case 'size':
      return entries.size;
    case 'has':
      return native('has', (args) => unknownKey(args) ?? entries.has(args[0]));
    case 'get':
      return kind === 'map' ? native('get', (args) => unknownKey(args) ?? entries.get(args[0])) : undefined;
    case 'add':
      return kind === 'set' ? native('add', (args) => change(args.slice(0, 1), () => (entries.set(args[0], args[0]), value))) : undefined;
    case 'set':
      return kind === 'map' ? native('set', (args) => change(args.slice(0, 1), () => (entries.set(args[0], args[1]), value))) : undefined;
    case 'delete':
      return native('delete', (args) => change(args.slice(0, 1), () => entries.delete(args[0])));
    case 'clear':
      return native('clear', () => change([], () => (entries.clear(), undefined)));
    case 'keys':
      return native('keys', () => arrayValue([...entries.keys()]));
    case 'values':
      return native('values', () => arrayValue([...entries.values()]));
    case 'entries':
      return native('entries', () => arrayValue([...entries].map(([k, v]) => arrayValue([k, kind === 'set' ? k : v]))));
    case 'forEach':
      return native('forEach', ([fn]) => {
        for (const [k, v] of [...entries]) {
          const result = call(fn, kind === 'set' ? [k, k, value] : [v, k, value]);
          if (result instanceof Unknown && result.reason.startsWith('a callback')) return result;
        }
        return undefined;
      });
    default:
      return undefined;
  }
}
