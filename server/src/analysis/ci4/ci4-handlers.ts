// Whether a CodeIgniter 4 route's handler names a class and method the app has: the class found as the framework's
// autoloader finds it in the app's namespaces (`App\Controllers\Admin\Users` → app/Controllers/Admin/Users.php), the
// method public in it or in the app's classes it extends. A class outside the app's namespaces (a package's) or a
// parent the app does not declare cannot be checked, and is not reported.

import * as path from 'node:path';
import { unknownHandler } from '@routelens/shared';
import type { DeclaredClass } from '../../base/classes';
import type { AnalysisDiagnostic } from '../core/facts';
import type { FileHost } from '../core/file-host';
import { phpClasses } from '../php/php-classes';
import type { Ci4App } from './ci4-app';
import type { RouteCollection } from './route-collection';

type Located = { file: string; cls: DeclaredClass } | 'missing' | 'outside';

/** The classes of the app, found on demand; kept for the next analysis of the app while no other file changes. */
export class AppClasses {
  private readonly files = new Map<string, DeclaredClass[] | undefined>();
  private readonly texts = new Map<string, string>();
  private readonly existing = new Map<string, boolean>();
  private readonly listings = new Map<string, readonly string[] | undefined>();
  /** What each handler's check found (undefined: nothing to report), by handler: the same answer while no class changes. */
  readonly verdicts = new Map<string, string | undefined>();

  constructor(
    private readonly app: Ci4App,
    private readonly host: FileHost,
  ) {}

  private classesIn(file: string): DeclaredClass[] | undefined {
    if (!this.files.has(file)) {
      const read = this.host.read(file);
      this.files.set(file, read.ok ? phpClasses(file, read.text) : undefined);
      if (read.ok) this.texts.set(file, read.text);
    }
    return this.files.get(file);
  }

  /** The classes a file declares (read once), or undefined when it cannot be read. */
  declared(file: string): readonly DeclaredClass[] | undefined {
    return this.classesIn(file);
  }

  /** The 1-based line of an offset in a class file read here. */
  lineAt(file: string, offset: number): number | undefined {
    const text = this.texts.get(file);
    if (text === undefined) return undefined;
    let line = 1;
    for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
    return line;
  }

  /** The offset where a 1-based line of a class file read here starts (0 when not read). */
  offsetOfLine(file: string, line: number): number {
    const text = this.texts.get(file);
    let offset = 0;
    for (let n = 1; text !== undefined && n < line; n++) {
      const next = text.indexOf('\n', offset);
      if (next < 0) break;
      offset = next + 1;
    }
    return offset;
  }

  /** Whether a path is a folder (listed by the host). */
  isFolder(folder: string): boolean {
    return this.list(folder) !== undefined;
  }

  /** Whether a file exists, asked once per analysis. */
  isFile(file: string): boolean {
    let known = this.existing.get(file);
    if (known === undefined) this.existing.set(file, (known = this.host.isFile(file)));
    return known;
  }

  /** A folder's entries, listed once per analysis. */
  list(folder: string): readonly string[] | undefined {
    if (!this.listings.has(folder)) this.listings.set(folder, this.host.list?.(folder));
    return this.listings.get(folder);
  }

  /** Autoloader::loadInNamespace: the first prefix the class starts with whose folder has the file. */
  locate(fqcn: string): Located {
    let inApp = false;
    for (const [prefix, dirs] of this.app.namespaces) {
      if (!fqcn.startsWith(prefix)) continue;
      inApp = true;
      const relative = fqcn.slice(prefix.length).replace(/\\/g, '/');
      for (const dir of dirs) {
        const file = path.resolve(`${dir.replace(/[\\/]+$/, '')}${relative}.php`);
        if (!this.isFile(file)) continue;
        const short = fqcn.split('\\').pop()!.toLowerCase();
        const cls = this.classesIn(file)?.find((c) => c.name.toLowerCase() === short);
        return cls ? { file, cls } : 'missing';
      }
    }
    return inApp ? 'missing' : 'outside';
  }

  /**
   * Whether `method` is public in the class or the app's classes it extends: true, false, or undefined when a parent
   * is not the app's (a package's class may have it). A parent is looked for in the class's own folder.
   */
  hasMethod(file: string, cls: DeclaredClass, method: string, depth = 0): boolean | undefined {
    const lower = method.toLowerCase();
    const own = cls.methods.find((m) => m.name.toLowerCase() === lower || m.name === '_remap' || m.name === '__call');
    if (own) return own.visibility === 'public' || own.name === '_remap';
    // A trait's methods are the class's: not read here.
    if (/\buse\s+[\\\w]+(\s*,\s*[\\\w]+)*\s*[;{]/.test(this.texts.get(file)?.slice(cls.offset) ?? '')) return undefined;
    if (!cls.extends || depth > 10) return false;
    // CodeIgniter\Controller has no public method a route would name.
    if (cls.extends === 'Controller') return false;
    const parentFile = path.join(path.dirname(file), `${cls.extends}.php`);
    const parent = this.isFile(parentFile) ? this.classesIn(parentFile)?.find((c) => c.name === cls.extends) : undefined;
    return parent ? this.hasMethod(parentFile, parent, method, depth + 1) : undefined;
  }
}

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

/** What is wrong with a handler's class or method, as a message; undefined when nothing is, or it cannot be checked. */
function handlerVerdict(classes: AppClasses, app: Ci4App, handler: string, className: string, method: string): string | undefined {
  const located = classes.locate(className);
  const shown = (file: string) => path.relative(app.root, file);
  if (located === 'outside') return undefined;
  if (located === 'missing') {
    const expected = expectedFile(app, className);
    const other = expected && otherCase(classes, expected);
    return unknownHandler.message.noClass(handler, className, expected ? shown(expected) : 'file for it', other && shown(other));
  }
  return classes.hasMethod(located.file, located.cls, method) === false
    ? unknownHandler.message.noMethod(handler, className, shown(located.file), method)
    : undefined;
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
