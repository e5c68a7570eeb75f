// Whether a CodeIgniter 4 route's handler names a class and method the app has, looked up as the resolver looks
// them up (ci4-classes.ts): the class where the autoloader finds it (`App\Controllers\Admin\Users` →
// app/Controllers/Admin/Users.php), the method public in it, its traits or the classes it extends (or taken by
// `_remap`/`__call`). What cannot be known (a package's class, a trait or parent not found) is not reported.

import * as path from 'node:path';
import { unknownHandler } from '@routelens/shared';
import type { AnalysisDiagnostic } from '../core/facts';
import type { Ci4App } from './ci4-app';
import type { RouteCollection } from './route-collection';
import type { AppClasses } from './ci4-classes';
import { findClass, findMethod, isUnknown } from './ci4-classes';

export function handlerDiagnostics(collection: RouteCollection, app: Ci4App, classes: AppClasses, defaultMethod: string): AnalysisDiagnostic[] {
  const found: AnalysisDiagnostic[] = [];
  // A call reports a handler once (a resource's PUT and PATCH routes share one, match()'s verbs too, a loop's runs).
  const reported = new Map<string, Set<string>>();
  for (const route of collection.all()) {
    if (route.handlerless || route.handler.kind !== 'string' || route.options.has('redirect')) continue;
    const handler = route.handler.text;
    const verdict = verdictOf(classes, app, handler, defaultMethod);
    if (verdict === undefined) continue;
    const at = `${route.site.span.file}\0${route.site.span.start}`;
    let handlers = reported.get(at);
    if (!handlers) reported.set(at, (handlers = new Set()));
    if (handlers.has(handler)) continue;
    handlers.add(handler);
    found.push(diagnostic(route.site.span, verdict));
  }
  return found;
}

/** A handler's verdict, from the classes' memory while they are the same. */
function verdictOf(classes: AppClasses, app: Ci4App, handler: string, defaultMethod: string): string | undefined {
  const asked = handler.includes('::') ? handler : `${handler}\0${defaultMethod}`;
  if (classes.verdicts.has(asked)) return classes.verdicts.get(asked);
  const [className, methodAndParams = ''] = handler.replace(/^\\/, '').split('::');
  const method = methodAndParams === '' ? defaultMethod : methodAndParams.split('/')[0];
  const verdict = method.includes('$') || className.includes('$') || className === '' ? undefined : handlerVerdict(classes, app, handler, className, method);
  classes.verdicts.set(asked, verdict);
  return verdict;
}

/**
 * What is wrong with a handler's class or method, as a message; undefined when nothing is, or it cannot be checked.
 * The class and the method are looked up as the resolver looks them up (ci4-classes.ts): what CodeIgniter would find.
 */
function handlerVerdict(classes: AppClasses, app: Ci4App, handler: string, className: string, method: string): string | undefined {
  const found = findClass(classes, className);
  if (isUnknown(found)) return undefined;
  const shown = (file: string) => path.relative(app.root, file);
  if (found === null) {
    const expected = expectedFile(app, className);
    const other = expected && otherCase(classes, expected);
    return unknownHandler.message.noClass(handler, className, expected ? shown(expected) : 'file for it', other && shown(other));
  }
  const own = findMethod(classes, found, method);
  if (isUnknown(own) || (own && own.method.visibility === 'public')) return undefined;
  // `_remap` takes every method name; `__call` every one that is not public.
  for (const magic of ['_remap', '__call']) {
    const taken = findMethod(classes, found, magic);
    if (isUnknown(taken) || taken) return undefined;
  }
  return unknownHandler.message.noMethod(handler, className, shown(found.file), method);
}

/** A file whose path differs from `file` only in letter case (found where the file system ignores case), if any. */
function otherCase(classes: AppClasses, file: string): string | undefined {
  const names = classes.list(path.dirname(file));
  const base = path.basename(file).toLowerCase();
  const name = names?.find((n) => n.toLowerCase() === base);
  return name && name !== path.basename(file) ? path.join(path.dirname(file), name) : undefined;
}

/** Where the autoloader looks first for a class of the app. */
function expectedFile(app: Ci4App, fqcn: string): string | undefined {
  const entry = app.namespaces.find(([prefix]) => fqcn.startsWith(prefix));
  return entry?.[1][0] && path.resolve(`${entry[1][0].replace(/[\\/]+$/, '')}${fqcn.slice(entry[0].length).replace(/\\/g, '/')}.php`);
}

function diagnostic(span: AnalysisDiagnostic['span'], message: string): AnalysisDiagnostic {
  return { span, severity: unknownHandler.severity, code: unknownHandler.code, message };
}
