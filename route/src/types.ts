// The shared vocabulary of the engine: verbs, route arrays, registrations and problems.

export type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD' | 'PATCH' | 'OPTIONS';

/** The seven request methods, in the canonical order used wherever all of them are listed. */
export const VERBS: readonly Verb[] = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'PATCH', 'OPTIONS'];

export type VerbKey = Lowercase<Verb>;

/** The methods of `Route` that register one route: `any` and one per verb, lowercase. */
export const VERB_METHODS: readonly string[] = ['any', ...VERBS.map((verb) => verb.toLowerCase())];

/** Every public method of `Route`. */
export const ROUTE_METHODS: readonly string[] = [...VERB_METHODS, 'resources', 'context', 'block', 'named', 'url', 'prefix', 'reset', 'map'];

/** A host route array: `from → to`, or CodeIgniter 3's per-verb objects, or settings such as `translate_uri_dashes`. */
export type RouteArray = Record<string, string | boolean | Partial<Record<VerbKey, string>>>;

/** A nested handler: called with no arguments once per parent registration, or `false` for none. */
export type Nested = (() => void) | false;

/** The public method of `Route` that a registration or problem came from. */
export type CallKind =
  'any' | 'get' | 'post' | 'put' | 'delete' | 'head' | 'patch' | 'options' | 'resources' | 'context' | 'block' | 'prefix' | 'named' | 'url' | 'map' | 'reset';

/** Where a call was written. Offsets are UTF-16 code unit offsets into the file's text. */
export interface SourceLocation {
  file: string;
  start: number;
  end: number;
}

/** One call of a `Route` method, with the location a static driver supplied (none at run time). */
export interface CallSite {
  call: CallKind;
  location?: SourceLocation;
}

/** The verb label of a registration: `ANY` when it exists for every request method. */
export type VerbLabel = 'ANY' | Verb;

/** One route as registered, with where it came from. */
export interface Registration {
  /** Sequential number inside its registry; stable across `map()` calls. */
  readonly id: number;
  readonly verb: VerbLabel;
  readonly from: string;
  /** The target as registered; `{default_controller}` is substituted only by `map()`. */
  readonly to: string;
  readonly name: string | null;
  /** The public method whose call produced this route (`resources` for all seven of its routes). */
  readonly call: CallKind;
  /** The call that produced it. */
  readonly site: CallSite;
  /** The calls around it that shaped it (prefixes and parents of nested handlers), outermost first. */
  readonly enclosing: readonly CallSite[];
  /** For `resources` routes: the action (`index`, `show`, …). */
  readonly action?: string;
  /** The undecided conditions it was registered under (static analysis only; undefined when unconditional). */
  readonly condition?: Condition;
}

/**
 * One undecided condition a route depends on: which condition (`id`: one `if` or `switch` gives the same id to all of
 * its branches), which branch this route is on (0 for `then`, 1 for `else`; the clause's index in a `switch`), and
 * the condition's source text as it reads on that branch.
 */
export interface ConditionTerm {
  readonly id: number;
  readonly branch: number;
  readonly text: string;
  /**
   * How many branches the condition has, when routes on all of them together exist wherever any could (an `if` has
   * two; a `switch` one per clause, and one more without `default`); absent when that is not known.
   */
  readonly of?: number;
}

/** The conditions a route depends on: their terms, and their texts joined with `&&`. */
export interface Condition {
  readonly terms: readonly ConditionTerm[];
  readonly text: string;
}

/** Whether two routes can never exist together: they sit on different branches of one condition. */
export function exclusive(a: { readonly condition?: Condition }, b: { readonly condition?: Condition }): boolean {
  if (!a.condition || !b.condition) return false;
  for (const x of a.condition.terms) {
    for (const y of b.condition.terms) if (x.id === y.id && x.branch !== y.branch) return true;
  }
  return false;
}

/**
 * Whether `b` exists wherever `a` does: each of `b`'s conditions is one of `a`'s (an unconditional `b` always
 * exists). Only then does `b` certainly replace or shadow `a`; where it depends on more, `a` survives somewhere.
 */
export function existsWherever(a: { readonly condition?: Condition }, b: { readonly condition?: Condition }): boolean {
  if (!b.condition) return true;
  if (!a.condition) return false;
  return b.condition.terms.every((y) => a.condition!.terms.some((x) => x.id === y.id && x.branch === y.branch));
}

export type Severity = 'error' | 'warning' | 'information' | 'hint';

/** A problem found while registering or linting routes. Codes are stable kebab-case strings. */
export interface Problem {
  code: string;
  severity: Severity;
  message: string;
  site?: CallSite;
  /** Extra machine-readable facts, e.g. the replacing registration's id. */
  data?: Record<string, unknown>;
}

/** Settings of a registry. */
export interface RegistryOptions {
  /** The default controller used when the route array has none (the original's `$default_home`). */
  defaultHome?: string;
  /** The action of the DELETE route generated by `resources` (`delete`, or the usage guide's `destroy`). */
  deleteAction?: string;
  /**
   * What a context's `home` makes: `spec` (the default) `<name> → <name>/<home>`; `release` (Bonfire's released PHP
   * library, what PHP apps run) `<name> → <home>`.
   */
  contextHome?: 'spec' | 'release';
  /**
   * Whose prefix, nesting and map() the registry follows: `port` (the default: this library's, prefixes stack) or
   * `release` (Bonfire's released PHP library, what PHP apps run: one prefix at a time, nesting per request method,
   * no `default_controller` added by map()).
   */
  library?: 'port' | 'release';
}

/** One entry of a mapped route table, in order, with the registration that produced it (null for host entries). */
export interface MappedRoute {
  from: string;
  to: unknown;
  registration: Registration | null;
}

/** Options of `resources()`. */
export interface ResourcesOptions {
  controller?: string;
  module?: string;
  constraint?: string;
  offset?: number;
  deleteAction?: string;
}

/** Options of `context()`. */
export interface ContextOptions {
  home?: string;
  offset?: number;
}

/** Options of the verb methods (`any`, `get`, …). */
export interface VerbRouteOptions {
  as?: string;
}

/** Options of `map()`. */
export interface MapOptions {
  method?: Verb | Lowercase<Verb>;
}
