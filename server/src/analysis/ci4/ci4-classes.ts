// What PHP would say about an app's controller classes when CodeIgniter 4 routes to them: whether a class exists
// (found as the autoloader finds it: the file its namespace maps to, declaring that class), its methods with those
// of the classes it extends (the app's own, read from their files; the framework's controller bases, known here),
// and what cannot be known (a trait or a parent not found, a package's class). `AppClasses` reads and keeps the files.

import type { DeclaredClass, DeclaredMethod } from '../../base/classes';
import * as path from 'node:path';
import type { FileHost } from '../core/file-host';
import { phpClasses } from '../php/php-classes';
import type { Ci4App } from './ci4-app';

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
}

/** A class found where the autoloader looks for it. */
export interface FoundClass {
  readonly fqcn: string;
  readonly file: string;
  readonly cls: DeclaredClass;
}

/** A method of a class, with the class that declares it (undefined for the framework's). */
export interface FoundMethod {
  readonly method: DeclaredMethod;
  readonly owner?: FoundClass;
}

export type Lookup<T> = T | null | { unknown: string };

export function isUnknown(value: unknown): value is { unknown: string } {
  return typeof value === 'object' && value !== null && 'unknown' in value;
}

const method = (name: string, required = 0, total = required, visibility: DeclaredMethod['visibility'] = 'public'): DeclaredMethod => ({
  name,
  visibility,
  isStatic: false,
  required,
  total,
  declared: total,
  offset: 0,
});

/** The framework's traits controllers use, with their methods (CodeIgniter 4.7's system/API/ResponseTrait.php). */
const FRAMEWORK_TRAITS: ReadonlyMap<string, DeclaredMethod[]> = new Map([
  [
    'codeigniter\\api\\responsetrait',
    ['respond', 'fail', 'respondCreated', 'respondDeleted', 'respondUpdated', 'respondNoContent', 'failUnauthorized', 'failForbidden', 'failNotFound']
      .concat([
        'failValidationErrors',
        'failResourceExists',
        'failResourceGone',
        'failTooManyRequests',
        'failServerError',
        'format',
        'setResponseFormat',
        'paginate',
      ])
      .map((n) => method(n, 0, 3, 'protected'))
      .concat(['buildLinks', 'linkHeader'].map((n) => method(n, 0, 3, 'private'))),
  ],
]);

/** The public methods of the framework's controller bases (CodeIgniter 4.7's system/), and what each extends. */
const FRAMEWORK: ReadonlyMap<string, { parent?: string; methods: DeclaredMethod[] }> = new Map([
  ['codeigniter\\controller', { methods: [method('initController', 3)] }],
  ['codeigniter\\restful\\baseresource', { parent: 'CodeIgniter\\Controller', methods: [method('initController', 3), method('setModel', 0, 1)] }],
  [
    'codeigniter\\restful\\resourcecontroller',
    {
      parent: 'CodeIgniter\\RESTful\\BaseResource',
      methods: ['index', 'new', 'create']
        .map((n) => method(n))
        .concat(['show', 'edit', 'update', 'delete', 'setFormat'].map((n) => method(n, 0, 1)))
        .concat(FRAMEWORK_TRAITS.get('codeigniter\\api\\responsetrait')!),
    },
  ],
  [
    'codeigniter\\restful\\resourcepresenter',
    {
      parent: 'CodeIgniter\\RESTful\\BaseResource',
      methods: ['index', 'new', 'create'].map((n) => method(n)).concat(['show', 'edit', 'update', 'remove', 'delete'].map((n) => method(n, 0, 1))),
    },
  ],
]);

/** A class's full name as declared (`namespace App\Controllers; class Home` → `App\Controllers\Home`). */
export function declaredName(cls: DeclaredClass): string {
  return cls.namespace ? `${cls.namespace}\\${cls.name}` : cls.name;
}

/** `class_exists($fqcn)` as the app's autoloader answers it (a leading `\` ignored, class names case-insensitive). */
export function findClass(classes: AppClasses, fqcn: string, trait = false): Lookup<FoundClass> {
  const name = fqcn.replace(/^\\+/, '');
  if (FRAMEWORK.has(name.toLowerCase())) return { unknown: `${name} is the framework's class` };
  const located = classes.locate(name);
  if (located === 'outside') return { unknown: `${name} is outside the app's namespaces (a package's class is not read)` };
  if (located === 'missing') return null;
  const declared = declaredName(located.cls);
  // class_exists() is false for a trait, trait_exists() for a class.
  if (declared.toLowerCase() !== name.toLowerCase() || (located.cls.isTrait === true) !== trait) return null;
  return { fqcn: name, file: located.file, cls: located.cls };
}

/** A method of the class or of a class it extends (PHP: names are case-insensitive), as `method_exists` finds it. */
export function findMethod(classes: AppClasses, found: FoundClass, name: string, depth = 0): Lookup<FoundMethod> {
  const lower = name.toLowerCase();
  const own = found.cls.methods.find((m) => m.name.toLowerCase() === lower);
  if (own) return { method: own, owner: found };
  for (const trait of found.cls.traits ?? []) {
    const inTrait = traitMethod(classes, trait, lower, depth);
    if (inTrait !== null) return inTrait;
  }
  return parentMethod(classes, found.cls.parent, lower, depth);
}

/** A method a trait gives a class (the trait read where the autoloader finds it, or the framework's). */
function traitMethod(classes: AppClasses, trait: string, lower: string, depth: number): Lookup<FoundMethod> {
  const framework = FRAMEWORK_TRAITS.get(trait.toLowerCase());
  if (framework) {
    const own = framework.find((m) => m.name.toLowerCase() === lower);
    return own ? { method: own } : null;
  }
  if (depth > 20) return { unknown: 'the traits are nested too deep' };
  const found = findClass(classes, trait, true);
  if (found === null) return { unknown: `the trait ${trait} is not found` };
  if (isUnknown(found)) return found;
  return findMethod(classes, found, lower, depth + 1);
}

function parentMethod(classes: AppClasses, parent: string | undefined, lower: string, depth: number): Lookup<FoundMethod> {
  if (parent === undefined) return null;
  if (depth > 20) return { unknown: 'the class hierarchy is too deep' };
  const framework = FRAMEWORK.get(parent.toLowerCase());
  if (framework) {
    const own = framework.methods.find((m) => m.name.toLowerCase() === lower);
    return own ? { method: own } : parentMethod(classes, framework.parent, lower, depth + 1);
  }
  const found = findClass(classes, parent);
  if (found === null) return { unknown: `its parent class ${parent} is not found (PHP stops with a fatal error)` };
  if (isUnknown(found)) return found;
  return findMethod(classes, found, lower, depth + 1);
}
