// A `.json` file imported or required (docs/decisions.md#conditions-and-data): its data as the module's default export (and named exports of
// its keys) and as `module.exports`, never run. It gets a file record of its own, so that editing it re-analyses its
// importers; invalid JSON is a parse-error.

import type { ModuleRecord } from '../core/context';
import type { ScriptContext } from './script-context';
import { Scope } from '../core/context';
import type { Value } from '../core/values';
import { Unknown, arrayValue, isObject, objectValue } from '../core/values';
import { parseError } from '@routelens/shared';

export function jsonModule(ctx: ScriptContext, file: string, text: string, global: Scope): ModuleRecord {
  let value: Value;
  try {
    value = fromJson(JSON.parse(text), 0);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    value = new Unknown(`${file} is not valid JSON (${message})`, file);
    const at = Math.min(text.length, Number(/position (\d+)/.exec(message)?.[1] ?? 0));
    ctx.report({ file, start: at, end: at }, parseError.severity, parseError.code, parseError.message.json(message));
  }
  const parsed = ctx.parse(file, '');
  const record: ModuleRecord = {
    file,
    parsed,
    scope: new Scope(global),
    exports: new Map([['default', () => value]]),
    starExports: [],
    cjsModule: objectValue([['exports', value]]),
    evaluating: false,
  };
  if (isObject(value)) for (const [key, item] of value.props) record.exports.set(key, () => item);
  ctx.modules.set(file, record);
  return record;
}

/** Parsed JSON as values (bounded in depth like every other value the evaluator builds). */
function fromJson(data: unknown, depth: number): Value {
  if (data === null || typeof data !== 'object') return data as Value;
  if (depth > 64) return new Unknown('JSON nested deeper than 64 levels', '…');
  if (Array.isArray(data)) return arrayValue(data.map((item) => fromJson(item, depth + 1)));
  return objectValue(Object.entries(data).map(([key, item]) => [key, fromJson(item, depth + 1)]));
}
