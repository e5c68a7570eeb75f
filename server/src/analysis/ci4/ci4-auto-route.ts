// CodeIgniter 4's two automatic routers (docs/ci4-routing.md, "Auto routing"), tried when no defined route matches and
// `autoRoute` is on: the legacy AutoRouter (folders and files under APPPATH/Controllers, any verb reaches any method)
// and AutoRouterImproved (classes found by the autoloader, verb-prefixed methods, and its refusals). Each answers the
// controller, method and parameters the router hands to CodeIgniter, a 404 with the framework's reason, or unknown.

import * as path from 'node:path';
import type { AppClasses } from './ci4-classes';
import type { FoundClass, Lookup } from './ci4-classes';
import { declaredName, findClass, findMethod, isUnknown } from './ci4-classes';
import type { RouteCollection } from './route-collection';
import type { Ci4Verb } from './route-types';
import { handlerString } from './route-options';

/** What an automatic router decided. */
export type AutoRoute =
  { kind: 'found'; controller: string; method: string; params: string[] } | { kind: 'not-found'; reason: string } | { kind: 'unknown'; reason: string };

export interface AutoRouteInput {
  readonly collection: RouteCollection;
  readonly classes: AppClasses;
  /** APPPATH, with its trailing `/`. */
  readonly appPath: string;
  readonly moduleRoutes: Readonly<Record<string, string>>;
  readonly translateUriToCamelCase: boolean;
}

const notFound = (reason: string): AutoRoute => ({ kind: 'not-found', reason });
const VALID_SEGMENT = /^[a-zA-Z_\x80-\xff][a-zA-Z0-9_\x80-\xff]*$/;
const ucfirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const segmentsOf = (uri: string) => uri.split('/').filter((s) => s !== '');

/** AutoRouter::getRoute (legacy). */
export function legacyAutoRoute(input: AutoRouteInput, uri: string, verb: Ci4Verb): AutoRoute {
  const { settings } = input.collection;
  const dashes = settings.translateURIDashes;
  const controllers = `${input.appPath}Controllers/`;
  let segments = segmentsOf(uri);
  let directory = '';
  while (segments.length > 0) {
    const convert = ucfirst(dashes ? segments[0].replace(/-/g, '_') : segments[0]);
    if (!VALID_SEGMENT.test(convert)) break;
    const test = controllers + directory + convert;
    if (input.classes.isFile(`${test}.php`) || !input.classes.isFolder(test)) break;
    directory += `${convert}/`;
    segments = segments.slice(1);
  }
  let controller = settings.defaultController;
  let method = settings.defaultMethod;
  if (segments.length > 0) controller = ucfirst(segments.shift()!);
  const controllerName = dashes ? controller.replace(/-/g, '_') : controller;
  if (!VALID_SEGMENT.test(controllerName)) return notFound(`${controller} is not a valid controller name`);
  // `array_shift($segments) ?: $this->method`: a '0' segment is false to PHP.
  if (segments.length > 0) method = orDefault(segments.shift()!, method);
  if (method.toLowerCase() === 'initcontroller') return notFound('initController() cannot be reached by a URL');
  const methodName = dashes ? method.replace(/-/g, '_') : method;
  if (verb !== 'CLI') {
    const asked = `\\${settings.defaultNamespace}${directory.replace(/\//g, '\\')}${controllerName}`.toLowerCase();
    for (const route of input.collection.inTable('CLI')) {
      if (route.handler.kind !== 'string') continue;
      const handler = handlerString(route.handler).toLowerCase();
      if (handler.includes('::$') || handler.startsWith(`${asked}::${methodName.toLowerCase()}`) || handler === asked)
        return notFound(`Cannot access CLI Route: ${uri} (a CLI route's handler ${handlerString(route.handler)})`);
    }
  }
  const file = `${controllers}${directory}${controllerName}.php`;
  if (!input.classes.isFile(file)) return notFound(`no controller file ${path.basename(controllers)}/${directory}${controllerName}.php`);
  const fq =
    !controller.includes('\\') && settings.defaultNamespace.length > 1
      ? `\\${`${settings.defaultNamespace}${directory}${controllerName}`.replace(/\//g, '\\').replace(/^\\+/, '')}`
      : controllerName;
  return { kind: 'found', controller: fq, method: methodName, params: segments };
}

function orDefault(segment: string, fallback: string): string {
  return segment === '' || segment === '0' ? fallback : segment;
}

/** AutoRouterImproved::getRoute. */
export function improvedAutoRoute(input: AutoRouteInput, uri: string, verb: Ci4Verb): AutoRoute {
  try {
    return new Improved(input, uri, verb).route();
  } catch (error) {
    if (error instanceof Refused) return error.route;
    throw error;
  }
}

/** A PageNotFoundException (or a fact not known) thrown out of the improved router's steps. */
class Refused extends Error {
  constructor(readonly route: AutoRoute) {
    super(route.kind);
  }
}

class Improved {
  private namespace: string;
  private segments: string[];
  private controller = '';
  private found: FoundClass | undefined;
  private params: string[] = [];
  private paramPos: number | null = null;
  private readonly verb: string;
  private readonly defaultMethod: string;

  constructor(
    private readonly input: AutoRouteInput,
    private readonly uri: string,
    verb: Ci4Verb,
  ) {
    const { settings } = input.collection;
    this.namespace = settings.defaultNamespace.replace(/\\+$/, '');
    this.verb = verb.toLowerCase();
    this.defaultMethod = this.verb + ucfirst(settings.defaultMethod);
    this.segments = segmentsOf(uri);
  }

  route(): AutoRoute {
    const { settings } = this.input.collection;
    if (this.segments.length > 0 && Object.prototype.hasOwnProperty.call(this.input.moduleRoutes, this.segments[0]))
      this.namespace = this.input.moduleRoutes[this.segments.shift()!].replace(/\\+$/, '');
    let base: string;
    if (this.searchFirstController()) {
      base = this.controller.split('\\').pop()!;
      if (base.toLowerCase() === settings.defaultController.toLowerCase())
        throw new Refused(notFound(`Cannot access the default controller "${this.controller}" with the controller name URI path.`));
    } else if (this.searchLastDefaultController()) base = this.controller.split('\\').pop()!;
    else return notFound(`No controller is found for: ${this.uri}`);
    const params = [...this.params];
    const methodParam = params.shift();
    let method = '';
    if (methodParam !== undefined) {
      method = this.verb + this.translateURI(methodParam);
      this.checkUriForMethod(method);
    }
    let chosen: string;
    if (methodParam !== undefined && this.exists(method)) {
      chosen = method;
      this.params = params;
      if (params.length === 0) this.paramPos = null;
      if (this.paramPos !== null) this.paramPos++;
      if (base.toLowerCase() === settings.defaultController.toLowerCase())
        return notFound(`Cannot access the default controller "${this.controller}::${chosen}"`);
      if (chosen.toLowerCase() === this.defaultMethod.toLowerCase())
        return notFound(`Cannot access the default method "${chosen}" with the method name URI path.`);
    } else if (this.exists(this.defaultMethod)) chosen = this.defaultMethod;
    else return notFound(`Controller or its method is not found: ${this.controller}::${method}`);
    return this.guards(chosen);
  }

  /** protectDefinedRoutes, checkRemap, checkUnderscore, checkParameters. */
  private guards(method: string): AutoRoute {
    const lower = this.controller.toLowerCase();
    for (const registered of registeredControllers(this.input.collection))
      if (registered.toLowerCase() === lower) return notFound(`Cannot access the controller in Defined Routes. Controller: ${registered}`);
    if (this.lookup(findMethod(this.input.classes, this.found!, '_remap')))
      return notFound(`AutoRouterImproved does not support \`_remap()\` method. Controller:${this.controller}`);
    if (this.input.collection.settings.translateURIDashes) {
      const until = this.paramPos ?? this.segments.length;
      for (let i = 0; i < until; i++)
        if (this.segments[i]?.includes('_')) return notFound(`AutoRouterImproved prohibits access to the URI containing underscores ("${this.segments[i]}")`);
    }
    const found = this.lookup(findMethod(this.input.classes, this.found!, method));
    if (!found || found.method.visibility !== 'public') return notFound(`Controller or its method is not found: ${this.controller}::${method}`);
    const declared = found.method.declared ?? (Number.isFinite(found.method.total) ? found.method.total : undefined);
    if (declared === undefined) throw new Refused({ kind: 'unknown', reason: `the parameters of ${this.controller}::${method}() are not known` });
    if (declared < this.params.length) return notFound('The param count in the URI are greater than the controller method params.');
    return { kind: 'found', controller: this.controller, method, params: this.params };
  }

  private searchFirstController(): boolean {
    let controller = `\\${this.namespace}`;
    let pos = -1;
    const segments = [...this.segments];
    while (segments.length > 0) {
      const segment = segments.shift()!;
      pos++;
      const cls = this.translateURI(segment);
      if (!VALID_SEGMENT.test(cls)) return false;
      controller += `\\${cls}`;
      const found = this.lookup(findClass(this.input.classes, controller));
      if (!found) continue;
      this.controller = controller;
      this.found = found;
      if (this.input.translateUriToCamelCase && declaredName(found.cls) !== controller.slice(1)) throw new Refused(notFound(`"${controller}" is not found.`));
      this.params = segments;
      if (segments.length > 0) this.paramPos = pos + 1;
      return true;
    }
    return false;
  }

  private searchLastDefaultController(): boolean {
    const { defaultController } = this.input.collection.settings;
    const segments = [...this.segments];
    const count = segments.length;
    let paramPos: number | null = null;
    const params: string[] = [];
    while (segments.length > 0) {
      if (count > segments.length) paramPos = segments.length;
      const controller = `\\${this.namespace}\\${segments.map((s) => this.translateURI(s)).join('\\')}\\${defaultController}`;
      if (this.setIfExists(controller, params, paramPos)) return true;
      params.unshift(segments.pop()!);
    }
    return this.setIfExists(`\\${this.namespace}\\${defaultController}`, params, 0);
  }

  private setIfExists(controller: string, params: string[], paramPos: number | null): boolean {
    const found = this.lookup(findClass(this.input.classes, controller));
    if (!found) return false;
    this.controller = controller;
    this.found = found;
    this.params = params;
    if (params.length > 0) this.paramPos = paramPos;
    return true;
  }

  private exists(method: string): boolean {
    return this.lookup(findMethod(this.input.classes, this.found!, method)) !== null;
  }

  private checkUriForMethod(method: string): void {
    if (!this.input.translateUriToCamelCase) return;
    const found = this.lookup(findMethod(this.input.classes, this.found!, method));
    // get_class_methods() from outside the class lists its public methods, with their declared case.
    if (found && !(found.method.visibility === 'public' && found.method.name === method))
      throw new Refused(notFound(`"${this.controller}::${method}()" is not found.`));
  }

  private translateURI(segment: string): string {
    if (this.input.translateUriToCamelCase) {
      if (segment.toLowerCase() !== segment)
        throw new Refused(notFound(`AutoRouterImproved prohibits access to the URI containing uppercase letters ("${segment}")`));
      if (segment.includes('--')) throw new Refused(notFound(`AutoRouterImproved prohibits access to the URI containing double dash ("${segment}")`));
      return segment
        .replace(/-+/g, ' ')
        .replace(/(^|[ \t\r\n\f\v])([a-z])/g, (_, space: string, letter: string) => space + letter.toUpperCase())
        .replace(/ /g, '');
    }
    const upper = ucfirst(segment);
    return this.input.collection.settings.translateURIDashes ? upper.replace(/-/g, '_') : upper;
  }

  private lookup<T>(value: Lookup<T>): T | null {
    if (isUnknown(value)) throw new Refused({ kind: 'unknown', reason: value.unknown });
    return value;
  }
}

/** RouteCollection::getRegisteredControllers('*'): the controllers of every verb table's string handlers (not `*`). */
function registeredControllers(collection: RouteCollection): Set<string> {
  const found = new Set<string>();
  for (const verb of ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT', 'CLI'] as const)
    for (const route of collection.inTable(verb)) if (route.handler.kind === 'string') found.add(handlerString(route.handler).split('::')[0]);
  return found;
}
