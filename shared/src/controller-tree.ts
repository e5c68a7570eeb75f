// What the request resolver needs to know of an app's controllers, and nothing more: which files and folders exist
// (names exactly as on a case-sensitive file system) and what the classes in them declare. The analysis fills it by
// reading controllers (never loading them); the router fills it from the folders and the loaded classes.

/** One method of a controller class, own or inherited. */
export interface ControllerMethod {
  /** The name as declared. */
  name: string;
  visibility: 'public' | 'protected' | 'private';
  isStatic: boolean;
  /** Parameters it requires and takes (`Infinity` for a variadic one); undefined when not known. */
  required?: number;
  total?: number;
  /** Where it is declared (for editors): the file and the offset of its name. */
  file?: string;
  offset?: number;
  /** The class that declares it (another one when inherited). */
  declaredIn?: string;
}

/** A controller class as CodeIgniter sees it. */
export interface ControllerClass {
  /** The class name as declared. */
  name: string;
  /** A method by name, compared as PHP compares method names (case-insensitively), own or inherited. */
  method(name: string): ControllerMethod | undefined;
  /** Whether it has `_remap` (own or inherited). */
  readonly remap: boolean;
  /** Every method, own and inherited (a name once), when the reader lists them (the exposure audit needs them). */
  readonly methods?: readonly ControllerMethod[];
  /** Why CodeIgniter cannot instantiate it (`new $class()` fails: abstract, a constructor that requires arguments). */
  readonly notInstantiable?: string;
}

/** A controller file that exists. */
export interface ControllerFile {
  /** The file's path (as the index names it). */
  file: string;
  /** The class this file declares under `name` (case-insensitive, as `class_exists`), if it does. */
  classNamed(name: string): ControllerClass | undefined;
}

/**
 * The controller folders of an app: `controllers/` (module null) and `modules/<module>/controllers/`. `dirs` are
 * folder names below that controllers folder. Every test is exact, as `file_exists`/`is_dir` on Linux.
 */
export interface ControllerTree {
  /** The file `<dirs>/<base>.php` (or the router's script file), if it exists. */
  file(module: string | null, dirs: readonly string[], base: string): ControllerFile | undefined;
  /** Whether `<dirs>` is a folder below that controllers folder (an empty list: the controllers folder itself). */
  isDir(module: string | null, dirs: readonly string[]): boolean;
  /** Whether `modules/<name>/controllers/` exists. */
  hasModule(name: string): boolean;
  /** The `[key, value]` pairs of `modules/<name>/config/routes.php`, when the module has one (HMVC). */
  moduleRoutes?(name: string): readonly (readonly [string, unknown])[] | undefined;
}

/** CodeIgniter's `ucfirst()`: the first byte in upper case (ASCII only, as PHP 8). */
export function ucfirst(text: string): string {
  if (text === '') return text;
  const first = text.charCodeAt(0);
  return first >= 97 && first <= 122 ? String.fromCharCode(first - 32) + text.slice(1) : text;
}

/** Methods of CodeIgniter's `CI_Controller` (never callable from a URL), lowercase. */
export const CI_CONTROLLER_METHODS: ReadonlySet<string> = new Set(['__construct', 'get_instance']);

/** One controller file of a tree built from a list (what a reader of the app's files found). */
export interface ListedController {
  module: string | null;
  /** Folders below the controllers folder, exactly as named. */
  dirs: readonly string[];
  /** The file name without its extension, exactly as named (`Shop` for `Shop.php`). */
  base: string;
  file: string;
  classes: readonly ControllerClass[];
}

/**
 * A ControllerTree over a list of controller files (and the modules and folders they imply, plus any listed
 * explicitly). Folder tests are exact; a file's classes are found case-insensitively.
 */
export class ListedControllerTree implements ControllerTree {
  private readonly files = new Map<string, ControllerFile>();
  private readonly folders = new Set<string>();
  private readonly moduleNames = new Set<string>();

  constructor(
    readonly controllers: readonly ListedController[],
    options: {
      modules?: Iterable<string>;
      folders?: Iterable<[string | null, readonly string[]]>;
      moduleRoutes?: ReadonlyMap<string, readonly (readonly [string, unknown])[]>;
    } = {},
  ) {
    for (const module of options.modules ?? []) this.moduleNames.add(module);
    for (const [module, dirs] of options.folders ?? []) this.addFolders(module, dirs);
    for (const controller of controllers) {
      if (controller.module !== null) this.moduleNames.add(controller.module);
      this.addFolders(controller.module, controller.dirs);
      const byName = new Map(controller.classes.map((c) => [c.name.toLowerCase(), c]));
      this.files.set(key(controller.module, controller.dirs, controller.base), { file: controller.file, classNamed: (name) => byName.get(name.toLowerCase()) });
    }
    this.routes = options.moduleRoutes;
  }

  private readonly routes: ReadonlyMap<string, readonly (readonly [string, unknown])[]> | undefined;

  private addFolders(module: string | null, dirs: readonly string[]): void {
    for (let i = 1; i <= dirs.length; i++) this.folders.add(key(module, dirs.slice(0, i), ''));
  }

  file(module: string | null, dirs: readonly string[], base: string): ControllerFile | undefined {
    return this.files.get(key(module, dirs, base));
  }

  isDir(module: string | null, dirs: readonly string[]): boolean {
    if (dirs.length === 0) return module === null || this.moduleNames.has(module);
    return this.folders.has(key(module, dirs, ''));
  }

  hasModule(name: string): boolean {
    return this.moduleNames.has(name);
  }

  moduleRoutes(name: string): readonly (readonly [string, unknown])[] | undefined {
    return this.routes?.get(name);
  }
}

function key(module: string | null, dirs: readonly string[], base: string): string {
  return `${module === null ? '' : `m:${module}`}\0${dirs.join('\0')}\0${base}`;
}

/** A class whose methods are given as a list (own and inherited, the own ones first): the readers' common form. */
export function listedClass(name: string, methods: readonly ControllerMethod[], abstract = false): ControllerClass {
  const byName = new Map<string, ControllerMethod>();
  for (const method of methods) if (!byName.has(method.name.toLowerCase())) byName.set(method.name.toLowerCase(), method);
  const constructor = byName.get('__construct');
  const notInstantiable = abstract
    ? `${name} is abstract`
    : constructor?.required
      ? `the constructor of ${name} requires ${constructor.required} argument${constructor.required === 1 ? '' : 's'}`
      : undefined;
  return {
    name,
    method: (m) => byName.get(m.toLowerCase()),
    remap: byName.has('_remap'),
    methods: [...byName.values()],
    ...(notInstantiable ? { notInstantiable } : {}),
  };
}
