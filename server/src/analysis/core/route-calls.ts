// The one path from a `Route.*` call to the registry, for every front end: argument values go to the same engine
// the runtime library uses (each front end says where the call and its arguments are written: RouteCallSite).

import type { Registration, RouteArray, SourceLocation, Verb } from '@routelens/shared';
import { ROUTE_METHODS, VERBS, VERB_METHODS, exclusive, isPlainObject, mapCodeIgniter, mapForMethod } from '@routelens/shared';
import type { Span } from '../../base/text';
import { editDistance } from '@routelens/shared';
import type { MapCall } from './facts';
import type { EvaluationContext } from './context';
import type { Value } from './values';
import type { ObjectValue } from './values';
import { LazyMap, Unknown, hasUnknown, ownProperty, propertySpan, arrayValue, isArray, isObject, objectValue, placeholder, unknownsIn } from './values';
import { invalidMethod, translateDashesBeforeMap, unknownMethod } from '@routelens/shared';

/** Methods whose effect depends only on their arguments (not on names or routes registered before). */
const REPLAYABLE_METHODS = new Set<string>([...VERB_METHODS, 'resources', 'context', 'block', 'prefix']);

/** The Route methods, looked up once per call (a set, read without going through the package's re-export). */
export const IS_ROUTE_METHOD = new Set<string>(ROUTE_METHODS);

/** What people write by mistake, and the method they meant. */
const LIKELY_METHOD: Record<string, string> = {
  all: 'any',
  match: 'any',
  route: 'any',
  resource: 'resources',
  rest: 'resources',
  group: 'prefix',
  name: 'named',
  blocks: 'block',
  ctx: 'context',
  del: 'delete',
  destroy: 'delete',
  clear: 'reset',
  routes: 'map',
};

/** The Route method a misspelt or invented one most likely meant. */
export function suggestMethod(method: string): string | undefined {
  const lower = method.toLowerCase();
  if (LIKELY_METHOD[lower]) return LIKELY_METHOD[lower];
  if (ROUTE_METHODS.includes(lower)) return lower;
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of ROUTE_METHODS) {
    const distance = editDistance(lower, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * A Value as the engine sees it, for every front end: placeholders for Unknowns, arrays, objects (own keys,
 * `__proto__` included), and what `functionOf` makes of a function value (a real function that interprets it).
 */
export function hostValue(value: Value, functionOf: (value: Value) => unknown, depth = 0): unknown {
  if (value instanceof Unknown) return value.rendered ?? placeholder(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 16) return '⟨…⟩';
  if (isArray(value)) return value.items.map((v) => hostValue(v, functionOf, depth + 1));
  if (isObject(value)) {
    const object: Record<string, unknown> = {};
    const written = value.written;
    if (written) {
      // The same object as below, without making `props`: repeated keys keep their first place and last value.
      for (let i = 0; i < written.keys.length; i++) setOwn(object, written.keys[i], written.values[i]);
      return object;
    }
    value.props.forEach((v, k) => setOwn(object, k, hostValue(v, functionOf, depth + 1)));
    return object;
  }
  return functionOf(value) ?? '⟨function⟩';
}

/** Sets a host object's own property; '…' (where an Unknown's properties went) is left out. */
function setOwn(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '…') return;
  // A key `__proto__` is an own property, as in the object literal it came from, not a prototype change.
  if (key === '__proto__') Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
}

/** A host route array back as a Value (the result of `Route.map`). */
export function fromHost(value: unknown): Value {
  if (Array.isArray(value)) return arrayValue(value.map(fromHost));
  if (typeof value === 'object' && value !== null) return objectValue(Object.entries(value).map(([k, v]) => [k, fromHost(v)]));
  return value as Value;
}

/** What a Route call needs of the call as written, from either kind of front end. */
export interface RouteCallSite {
  /** The whole call. */
  readonly span: Span;
  /** Where argument `index` is written (the whole call when it is not). */
  argumentSpan(index: number): Span;
  /**
   * An argument's value as the engine sees it; `role` says what the engine does with it: a nested handler it
   * runs for each route, or the route array map() merges into.
   */
  host(value: Value, role?: 'handler' | 'routes'): unknown;
  /** How map() rates a true `translate_uri_dashes` before it ('hint' in PHP files, where the stock template is fine). */
  readonly dashesSeverity?: 'warning' | 'hint';
}

/** Reports a call of a method Route does not have (either front end; `consequence` says what happens at run time). */
export function unknownRouteMethod(ctx: EvaluationContext, method: string, nameSpan: Span, consequence: string): void {
  const suggestion = suggestMethod(method);
  ctx.report(
    nameSpan,
    unknownMethod.severity,
    unknownMethod.code,
    unknownMethod.message(method, suggestion, consequence),
    suggestion ? { suggestion } : undefined,
  );
}

/** Notes a Route call as evaluated (both front ends, before anything else about it). */
export function enterRouteCall(ctx: EvaluationContext, method: string, file: string, start: number, textual = true): void {
  ctx.visit(file, start, textual);
  if (!REPLAYABLE_METHODS.has(method)) ctx.impure();
}

/**
 * A call of one of ROUTE_METHODS, entered with `enterRouteCall`: reports Unknown arguments, then runs it. The one
 * path from a Route call to the registry, for every front end (TypeScript calls, method values, PHP static calls).
 */
export function applyRouteCall(ctx: EvaluationContext, method: string, site: RouteCallSite, args: Value[]): Value {
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (typeof arg === 'object' && arg !== null && hasUnknown(arg)) {
      for (const unknown of unknownsIn(arg)) ctx.reportUnknown(unknown, site.argumentSpan(index));
    }
  }
  const registry = ctx.registry;
  const span = site.span;
  const location: SourceLocation = span;
  // Handlers that are not known are left out (undefined), not passed as placeholders.
  const a0 = method === 'map' || method === 'reset' ? undefined : site.host(args[0]);
  switch (method) {
    case 'resources':
      registry.at(location).resources(a0, site.host(args[1]), args[2] instanceof Unknown ? undefined : site.host(args[2], 'handler'));
      break;
    case 'context':
      registry.at(location).context(a0, site.host(args[1]), site.host(args[2]));
      break;
    case 'block':
      registry.at(location).block(a0);
      break;
    case 'prefix':
      if (args[1] instanceof Unknown) break;
      registry.at(location).prefix(a0, site.host(args[1]));
      break;
    case 'reset':
      registry.at(location).reset();
      break;
    case 'named':
      return namedCall(ctx, location, args[0], a0, site.argumentSpan(0));
    case 'url':
      return urlCall(ctx, location, args, a0, site);
    case 'map':
      return mapCall(ctx, site, args);
    default:
      registerVerbRoute(
        ctx,
        method,
        location,
        a0,
        site.host(args[1]),
        site.host(args[2]),
        args[3] instanceof Unknown ? undefined : site.host(args[3], 'handler'),
        args[2],
        site,
      );
  }
  ctx.checkRouteLimit(span);
  return undefined;
}

/**
 * A verb route (`any`, `get`, …) of either front end: registers it, and remembers where its `as` name was
 * written, for definition, references and rename.
 */
export function registerVerbRoute(
  ctx: EvaluationContext,
  method: string,
  location: SourceLocation,
  from: unknown,
  to: unknown,
  hostOptions: unknown,
  nested: unknown,
  options: Value,
  written: Pick<RouteCallSite, 'argumentSpan'>,
): void {
  const before = ctx.registry.routes();
  const count = before.length;
  (ctx.registry.at(location) as unknown as Record<string, (from: unknown, to: unknown, options: unknown, nested: unknown) => void>)[method](
    from,
    to,
    hostOptions,
    nested,
  );
  if (!isObject(options)) return;
  const name = ownProperty(options, 'as');
  if (typeof name !== 'string' && typeof name !== 'number') return;
  // The parent is the first registration this call added (nested children come after it).
  const routes = ctx.registry.routes();
  const registration = routes === before ? routes[count] : undefined;
  if (!registration || registration.name !== String(name)) return;
  ctx.nameDefinitions.push({
    name: String(name),
    span: propertySpan(options, 'as') ?? written.argumentSpan(2),
    call: location as Span,
    from: registration.from,
  });
}

/** `Route.named(x)` of either front end: its value, and the use remembered for definition and references. */
export function namedCall(ctx: EvaluationContext, location: SourceLocation, name: Value, hostName: unknown, nameSpan: Span): Value {
  if (name instanceof Unknown) return name;
  const result = ctx.registry.at(location).named(hostName);
  if (typeof name !== 'string' && typeof name !== 'number') return result;
  // Under undecided conditions the answer is the route that exists wherever this call runs (docs/decisions.md#conditions-and-data).
  let value = ctx.hasConditions() ? namedWhereCalled(ctx, String(name), location as Span) : result;
  const missing = value === null ? missingName(ctx, String(name), location as Span) : undefined;
  if (missing) value = missing;
  ctx.namedUses.push({
    name: String(name),
    span: nameSpan,
    call: location as Span,
    result: value instanceof Unknown ? result : (value as string | null),
    ...(missing ? { notKnown: true } : {}),
  });
  return value;
}

/**
 * The first registration whose name is not known (`home_⟨lang⟩`). A registry only appends to its list (a `reset()`
 * replaces the list), so each list is scanned once, from where the last look stopped.
 */
const unknownNames = new WeakMap<readonly Registration[], { scanned: number; found?: Registration }>();

function firstUnknownName(routes: readonly Registration[]): Registration | undefined {
  let memo = unknownNames.get(routes);
  if (!memo) unknownNames.set(routes, (memo = { scanned: 0 }));
  for (; memo.found === undefined && memo.scanned < routes.length; memo.scanned++)
    if (routes[memo.scanned].name?.includes('⟨')) memo.found = routes[memo.scanned];
  return memo.found;
}

/**
 * Why no route of that name may still be one that exists when the config runs: a route whose name is not known
 * (`home_⟨lang⟩`), or code that may register routes and was not run. Undefined when none is: the answer is null.
 */
function missingName(ctx: EvaluationContext, name: string, span: Span): Unknown | undefined {
  const unnamed = firstUnknownName(ctx.registry.routes());
  const why = unnamed ? `the route ${unnamed.from} has a name that is not known (${unnamed.name})` : ctx.skippedRoutes;
  return why === undefined ? undefined : new Unknown(`no route is named '${name}' yet, but ${why}`, `Route.named('${name}')`, span);
}

/**
 * `Route.named(name)` where some routes are conditional: the last route of that name that can exist together with
 * this call (not on another branch of a condition) — its `from` when it exists wherever the call runs, else not
 * known (it exists only under a condition the call does not depend on); null when there is none.
 */
function namedWhereCalled(ctx: EvaluationContext, name: string, span: Span, text = `Route.named('${name}')`): string | null | Unknown {
  const here = ctx.registry.activeCondition;
  const routes = ctx.registry.routes();
  for (let i = routes.length - 1; i >= 0; i--) {
    const route = routes[i];
    if (route.name !== name || exclusive(route, { condition: here })) continue;
    const extra = route.condition?.terms.find((t) => !here?.terms.some((h) => h.id === t.id && h.branch === t.branch));
    if (!extra) return route.from;
    return new Unknown(`the route named '${name}' exists only if ${extra.text}`, text, span);
  }
  return null;
}

/** `Route.url(name, …params)` of either front end: its value, with the name's use remembered like named()'s. */
function urlCall(ctx: EvaluationContext, location: SourceLocation, args: Value[], hostName: unknown, site: RouteCallSite): Value {
  const name = args[0];
  if (name instanceof Unknown) return name;
  const params = args.slice(1);
  const unknown = params.find((p): p is Unknown => p instanceof Unknown);
  const registry = ctx.registry.at(location);
  if (unknown) {
    registry.named(hostName);
    return unknown;
  }
  // Under undecided conditions, the named route must be the one that exists wherever this call runs (see named()).
  const where =
    ctx.hasConditions() && (typeof name === 'string' || typeof name === 'number')
      ? namedWhereCalled(ctx, String(name), location as Span, `Route.url('${String(name)}')`)
      : undefined;
  if (where !== undefined && (where === null || where instanceof Unknown || where !== ctx.registry.fromOfName(String(name)))) {
    const result = registry.named(hostName);
    ctx.namedUses.push({ name: String(name), span: site.argumentSpan(0), call: location as Span, result: where === null ? null : result });
    return where === null || where instanceof Unknown
      ? where
      : new Unknown(`the route named '${String(name)}' here is not the last of that name`, `Route.url('${String(name)}')`, location as Span);
  }
  const result = registry.url(hostName, ...params.map((p) => site.host(p)));
  if (typeof name === 'string' || typeof name === 'number')
    ctx.namedUses.push({ name: String(name), span: site.argumentSpan(0), call: location as Span, result: ctx.registry.named(hostName) });
  return result;
}

/**
 * Records a `Route.map()` call (its argument and the registrations so far) and warns when the argument already
 * sets `translate_uri_dashes` to a true value. Returns the registrations the call maps.
 */
export function recordMapCall(
  ctx: EvaluationContext,
  span: Span,
  input: RouteArray,
  dashesSpan: Span | undefined,
  severity: 'warning' | 'hint' = 'warning',
): MapCall {
  const call = new RecordedMapCall(span, input, ctx.registry.routes());
  ctx.mapCalls.push(call);
  // Set to false before map() (CodeIgniter 3's stock routes.php) it changes nothing: only a true value is worth a word.
  if (Object.prototype.hasOwnProperty.call(input, 'translate_uri_dashes') && input.translate_uri_dashes) {
    ctx.report(dashesSpan ?? span, severity, translateDashesBeforeMap.code, translateDashesBeforeMap.message());
  }
  return call;
}

/**
 * A map call, with the registrations made before it. The registry's list only grows (`reset()` replaces it), so the
 * call keeps the list and its length, and copies that prefix only if it is read after the list grew: a config that
 * calls map() in a loop (or a handler) must not copy the table at every call, which made memory grow with the
 * number of calls times the number of routes (`npm run fuzz` ran out of heap on such a config). A class, not an
 * object with a getter closure: a workspace keeps one per entry file.
 */
class RecordedMapCall implements MapCall {
  private readonly count: number;
  private copy: readonly Registration[] | undefined = undefined;

  constructor(
    readonly span: Span,
    readonly input: RouteArray,
    private readonly live: readonly Registration[],
  ) {
    this.count = live.length;
  }

  get registrations(): readonly Registration[] {
    if (this.copy) return this.copy;
    // The whole list, as long as nothing was added after the call (the usual case: map() comes last).
    if (this.live.length === this.count) return this.live;
    return (this.copy = this.live.slice(0, this.count));
  }
}

function mapCall(ctx: EvaluationContext, site: RouteCallSite, args: Value[]): Value {
  const input = args[0] === undefined ? {} : site.host(args[0], 'routes');
  const routes = (typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}) as RouteArray;
  const span = site.span;
  const registry = ctx.registry;
  const call = recordMapCall(ctx, span, routes, isObject(args[0]) ? propertySpan(args[0], 'translate_uri_dashes') : undefined, site.dashesSeverity);
  const options = args[1] === undefined ? undefined : site.host(args[1]);
  const requested = isPlainObject(options) && typeof options.method === 'string' ? options.method.toUpperCase() : undefined;
  const method = requested && (VERBS as readonly string[]).includes(requested) ? (requested as Verb) : undefined;
  if (requested && !method) ctx.report(site.argumentSpan(1), invalidMethod.severity, invalidMethod.code, invalidMethod.message(`'${requested}'`));
  // The returned table is built only if the config reads it: most configs just export it.
  const result = objectValue();
  result.props = new LazyMap(() => {
    const table = method ? mapForMethod(routes, call.registrations, method, registry.mapStyle) : mapCodeIgniter(routes, call.registrations, registry.mapStyle);
    return (fromHost(table) as ObjectValue).props;
  });
  return result;
}
