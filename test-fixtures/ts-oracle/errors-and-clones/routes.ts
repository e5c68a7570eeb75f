// Errors as configs use them: thrown by a helper and caught with their message and class, thrown by a built-in
// (JSON.parse of a broken file), a rejection handled by .catch(); defaults copied with structuredClone; values
// turned into text (an Error, an array, a RegExp).
import { Route } from '@routelens/route';

function required(settings: Record<string, string>, key: string): string {
  const value = settings[key];
  if (value === undefined) throw new RangeError(`missing setting ${key}`);
  return value;
}

const settings: Record<string, string> = { area: 'admin' };
for (const key of ['area', 'theme']) {
  try {
    Route.get(`settings/${required(settings, key)}`, 'settings/show');
  } catch (err) {
    const message = err instanceof Error ? err.message : 'unknown';
    Route.get(`missing/${message.split(' ').pop()}`, err instanceof RangeError ? 'settings/missing' : 'settings/other');
  }
}

let parsed: { prefix?: string } = {};
try {
  parsed = JSON.parse('{ "prefix": ');
} catch (err) {
  Route.get(`broken/${(err as Error).name}`, 'settings/broken');
}
Route.get(parsed.prefix ?? 'no-prefix', 'settings/prefix');

async function loadRemote(): Promise<string> {
  throw new Error('offline');
}
loadRemote().catch(() => undefined);
Route.get('after-remote', 'remote/index');

const defaults = { verbs: ['get', 'post'], options: { as: 'base' } };
const copy = structuredClone(defaults);
copy.verbs.push('put');
copy.options.as = 'copied';
Route.get(`clone/${defaults.verbs.length}/${copy.verbs.join('-')}`, 'clone/index', { as: copy.options.as });
Route.get(`base/${defaults.options.as}`, 'clone/base');

const failure = new TypeError('bad input', { cause: 'config' });
failure.message = 'changed';
Route.get(`text/${String(failure).replace(/[: ]+/g, '-')}/${String(failure.cause)}`, 'text/error');
Route.get(`text/${String(['a', ['b', 'c']])}`, 'text/array');
Route.get(`text/${String(/x+/g).length}`, 'text/regex');
const lookalike: unknown = { name: 'Error', message: 'not one' };
Route.get(`text/${lookalike instanceof Error}`, 'text/plain');

export const routes = Route.map({});
