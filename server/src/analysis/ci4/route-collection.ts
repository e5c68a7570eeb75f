// CodeIgniter 4's RouteCollection as the route files drive it (docs/ci4-routing.md, "The table"): keys, handlers,
// names, options and the first-definition-wins rule exactly as `create()` makes them, verb routes before `*` ones,
// priorities, groups, resources and presenters, redirects, and the settings the files set. The front end
// (ci4-calls.ts) translates `$routes->…` calls into these methods with values it knows; what it cannot know arrives
// as an `UnknownOption` and is reported there.

import type { Span } from '../../base/text';
import type {
  Ci4Verb,
  Ci4Table,
  OptionValue,
  OptionMap,
  Ci4Handler,
  HandlerInput,
  CallSite,
  Ci4Route,
  IgnoredRoute,
  Ci4Settings,
  Ci4Request,
  CollectionNote,
} from './route-types';
import { CI4_VERBS } from './route-types';
export type * from './route-types';
export { CI4_VERBS } from './route-types';
import { exclusive, existsWherever } from '@routelens/shared';
import { asciiLower, escStripped, isIntegerKey, strIReplace, trimChars } from './php-text';
import {
  arrayMerge,
  asList,
  callableHandler,
  handlerString,
  hostMatches,
  isNumeric,
  joinConditions,
  mayHaveTwoPartTld,
  nonEmpty,
  offsetHandler,
  phpInt,
  resourceParts,
  scalarText,
  subdomainMatches,
} from './route-options';
export { asList, handlerString, scalarText } from './route-options';

export class RouteCollection {
  readonly placeholders = new Map<string, string>([
    ['any', '.*'],
    ['segment', '[^/]+'],
    ['alphanum', '[a-zA-Z0-9]+'],
    ['num', '[0-9]+'],
    ['alpha', '[a-zA-Z]+'],
    ['hash', '[^/]+'],
  ]);
  /** Bumped at every change of the tables: the lists made from them are kept until it moves. */
  private version = 0;
  private readonly lists = new Map<string, { stamp: string; list: unknown }>();
  /** Per table, the routes by key, in PHP's array order (a key keeps its place when overwritten). */
  readonly routes = new Map<Ci4Table, Map<string, Ci4Route>>([['*', new Map()], ...CI4_VERBS.map((v) => [v, new Map()] as [Ci4Table, Map<string, Ci4Route>])]);
  private readonly names = new Map<Ci4Table, Map<string, string>>([
    ['*', new Map()],
    ...CI4_VERBS.map((v) => [v, new Map()] as [Ci4Table, Map<string, string>]),
  ]);
  readonly ignored: IgnoredRoute[] = [];
  /** Every `$routes->…` call evaluated, in order (a call in a loop once per run), for the editor's features. */
  readonly calls: { readonly method: string; readonly span: Span }[] = [];
  /** Routes whose key a custom placeholder was meant for, replaced in part by an earlier one's (`:num` in `:numeric`). */
  readonly mangled: { site: CallSite; placeholder: string; by: string; key: string }[] = [];
  readonly notes: CollectionNote[] = [];
  /**
   * Routes under an undecided condition whose key or name an earlier route also has under a condition they may not
   * share (a guard clause's two sides, an `if` and its `else`): each exists where the other may not, so both are
   * kept, after the first in the table's order.
   */
  private readonly alternatives = new Map<Ci4Table, Map<string, Ci4Route[]>>();
  /** Routes whose host condition is not decided (no `--host`): listed apart, never in the tables. */
  readonly hostRoutes: Ci4Route[] = [];
  private group: string | undefined = undefined;
  private currentOptions: OptionMap | undefined = undefined;
  prioritizeDetected = false;

  constructor(
    readonly settings: Ci4Settings,
    private readonly request: Ci4Request,
  ) {}

  addPlaceholder(entries: [string, string][]): void {
    // array_merge: an existing name keeps its place and takes the new pattern; a new one goes last.
    for (const [name, pattern] of entries) this.placeholders.set(isIntegerKey(name) ? String(this.nextIndex()) : name, pattern);
  }

  private nextIndex(): number {
    let n = 0;
    for (const key of this.placeholders.keys()) if (isIntegerKey(key)) n = Math.max(n, Number(key) + 1);
    return n;
  }

  setDefaultConstraint(placeholder: string): void {
    if (this.placeholders.has(placeholder)) this.settings.defaultPlaceholder = placeholder;
  }

  /** `group($name, [$options,] $callback)`: `run` calls the callback with the group in force. */
  runGroup(name: string, options: OptionMap | undefined, run: () => void): void {
    const oldGroup = this.group;
    const oldOptions = this.currentOptions;
    this.group = name !== '' ? trimChars(`${oldGroup ?? ''}/${name}`, '/') : oldGroup;
    if (options) {
      const merged = new Map(options);
      if (merged.has('filter')) merged.set('filter', [...asList(this.currentOptions?.get('filter')), ...asList(merged.get('filter'))]);
      this.currentOptions = arrayMerge(this.currentOptions ?? new Map(), merged);
    }
    try {
      run();
    } finally {
      this.group = oldGroup;
      this.currentOptions = oldOptions;
    }
  }

  /** `addRedirect($from, $to, $status)`: a name in `*` or GET redirects to that route, anything else to the URI. */
  addRedirect(from: string, to: string, status: number, site: CallSite): void {
    let target: HandlerInput | Ci4Handler = { kind: 'string', text: to };
    for (const table of ['*', 'GET'] as const) {
      const key = this.names.get(table)!.get(to);
      if (key === undefined) continue;
      const route = this.routes.get(table)!.get(key)!;
      target = { kind: 'named-redirect', key, handler: handlerString(route.handler) };
      break;
    }
    this.create('*', from, target, new Map<string, OptionValue>([['redirect', status]]), site);
  }

  /** `resource($name, $options)` (RouteCollection::resource). */
  resource(name: string, options: OptionMap | undefined, site: CallSite): void {
    const { newName, id, methods } = resourceParts(name, options, ['index', 'show', 'create', 'update', 'delete', 'new', 'edit'], this.defaultId());
    const to = (method: string, withId = true): HandlerInput => ({ kind: 'string', text: `${newName}::${method}${withId ? '/$1' : ''}` });
    const has = (m: string) => methods.includes(m);
    if (has('index')) this.create('GET', name, to('index', false), options, site);
    if (has('new')) this.create('GET', `${name}/new`, to('new', false), options, site);
    if (has('edit')) this.create('GET', `${name}/${id}/edit`, to('edit'), options, site);
    if (has('show')) this.create('GET', `${name}/${id}`, to('show'), options, site);
    if (has('create')) this.create('POST', name, to('create', false), options, site);
    if (has('update')) {
      this.create('PUT', `${name}/${id}`, to('update'), options, site);
      this.create('PATCH', `${name}/${id}`, to('update'), options, site);
    }
    if (has('delete')) this.create('DELETE', `${name}/${id}`, to('delete'), options, site);
    if (options?.has('websafe')) {
      if (has('delete')) this.create('POST', `${name}/${id}/delete`, to('delete'), options, site);
      if (has('update')) this.create('POST', `${name}/${id}`, to('update'), options, site);
    }
  }

  /** `presenter($name, $options)` (RouteCollection::presenter). */
  presenter(name: string, options: OptionMap | undefined, site: CallSite): void {
    const { newName, id, methods } = resourceParts(name, options, ['index', 'show', 'new', 'create', 'edit', 'update', 'remove', 'delete'], this.defaultId());
    const to = (method: string, withId = true): HandlerInput => ({ kind: 'string', text: `${newName}::${method}${withId ? '/$1' : ''}` });
    const has = (m: string) => methods.includes(m);
    if (has('index')) this.create('GET', name, to('index', false), options, site);
    if (has('show')) this.create('GET', `${name}/show/${id}`, to('show'), options, site);
    if (has('new')) this.create('GET', `${name}/new`, to('new', false), options, site);
    if (has('create')) this.create('POST', `${name}/create`, to('create', false), options, site);
    if (has('edit')) this.create('GET', `${name}/edit/${id}`, to('edit'), options, site);
    if (has('update')) this.create('POST', `${name}/update/${id}`, to('update'), options, site);
    if (has('remove')) this.create('GET', `${name}/remove/${id}`, to('remove'), options, site);
    if (has('delete')) this.create('POST', `${name}/delete/${id}`, to('delete'), options, site);
    if (has('show')) this.create('GET', `${name}/${id}`, to('show'), options, site);
    if (has('create')) this.create('POST', name, to('create', false), options, site);
  }

  /** The id pattern of resources and presenters without a `placeholder` option: the default constraint's. */
  private defaultId(): string {
    return this.placeholders.get(this.settings.defaultPlaceholder) ?? '(:segment)';
  }

  /** RouteCollection::create: the one place a route is made (or dropped by first-definition-wins). */
  create(verb: Ci4Table, fromText: string, input: HandlerInput | Ci4Handler, optionsIn: OptionMap | undefined, site: CallSite): void {
    let overwrite = false;
    const prefix = this.group === undefined ? '' : `${this.group}/`;
    const escaped = escStripped(prefix + fromText);
    if (escaped === undefined) {
      this.notes.push({ site, message: `the route \`${prefix + fromText}\` has markup that CodeIgniter's strip_tags() changes in ways not modeled` });
      return;
    }
    const from = escaped !== '/' ? trimChars(escaped, '/') : escaped;
    let to: Ci4Handler = input.kind === 'callable' ? { kind: 'string', text: callableHandler(from, input) } : input;
    const options: OptionMap = new Map(optionsIn ?? []);
    if (options.has('filter')) options.set('filter', [...asList(this.currentOptions?.get('filter')), ...asList(options.get('filter'))]);
    const merged = arrayMerge(this.currentOptions ?? new Map(), options);
    const priority = merged.get('priority');
    if (priority !== undefined && priority !== null) {
      const value = Math.abs(phpInt(priority));
      merged.set('priority', value);
      if (value > 0) this.prioritizeDetected = true;
    }
    const hostname = merged.get('hostname');
    const subdomain = merged.get('subdomain');
    let hostCondition: string | undefined;
    if (nonEmpty(hostname)) {
      if (this.request.host === undefined) hostCondition = `host is ${asList(hostname).map(scalarText).join(' or ')}`;
      else if (!hostMatches(this.request.host, hostname!)) return;
      overwrite = true;
    } else if (nonEmpty(subdomain)) {
      // A host that may end in a two-part top-level domain (example.co.uk): CodeIgniter's own list of them decides
      // where its subdomain starts, which is not read here — the route stays conditional.
      if (this.request.host === undefined || mayHaveTwoPartTld(this.request.host))
        hostCondition = `subdomain is ${asList(subdomain).map(scalarText).join(' or ')}`;
      else if (!subdomainMatches(this.request.host, subdomain!)) return;
      overwrite = true;
    }
    const offset = merged.get('offset');
    if (offset !== undefined && offset !== null && to.kind === 'string') to = { kind: 'string', text: offsetHandler(to.text, phpInt(offset)) };
    let key = from;
    // A key without ':' has no placeholder to replace (most keys of a large file): no pass over it per placeholder.
    if (from.includes(':')) for (const [tag, pattern] of this.placeholders) key = strIReplace(`:${tag}`, pattern, key);
    const mangled = this.mangledPlaceholder(from);
    if (mangled) this.mangled.push({ site, ...mangled, key });
    if (!merged.has('redirect') && to.kind === 'string') {
      let text = to.text;
      const slash = text.indexOf('\\');
      if (slash !== 0) {
        const namespace = merged.get('namespace');
        const ns = namespace !== undefined && namespace !== null ? scalarText(namespace) : this.settings.defaultNamespace;
        text = `${trimChars(ns, '\\')}\\${text}`;
      }
      to = { kind: 'string', text: `\\${trimChars(text, '\\', 'left')}` };
    }
    const as = merged.get('as');
    const name = as !== undefined && as !== null ? scalarText(as) : key;
    const route: Ci4Route = {
      verb,
      key,
      from,
      name,
      handler: to,
      options: merged,
      site: hostCondition ? { ...site, condition: joinConditions(site.condition, hostCondition) } : site,
    };
    if (hostCondition) {
      this.hostRoutes.push(route);
      this.version++;
      return;
    }
    this.store(verb, key, name, route, overwrite, merged);
  }

  /** Puts a made route in its table, unless first-definition-wins drops it (RouteCollection::create's end). */
  private store(verb: Ci4Table, key: string, name: string, route: Ci4Route, overwrite: boolean, merged: OptionMap): void {
    this.version++;
    const { site } = route;
    const table = this.routes.get(verb)!;
    const names = this.names.get(verb)!;
    const existing = table.get(key);
    const byName = names.get(name);
    if ((byName !== undefined || existing) && !overwrite) {
      const blockers = [...(existing ? [existing, ...this.alternativesOf(verb, key)] : [])];
      if (byName !== undefined && byName !== key) blockers.push(table.get(byName)!, ...this.alternativesOf(verb, byName));
      const of = (r: Ci4Route) => ({ condition: r.site.conditions });
      // Ignored where a route of that key or name certainly exists first (CodeIgniter's first definition wins).
      const winner = blockers.find((b) => existsWherever(of(route), of(b)));
      if (winner) {
        this.ignored.push({
          verb,
          key,
          name,
          site,
          winner,
          by: existing && (winner === existing || this.alternativesOf(verb, key).includes(winner)) ? 'key' : 'name',
        });
        return;
      }
      // Otherwise it exists where those that may exist with it do not: said in its condition.
      const overlapping = blockers.filter((b) => !exclusive(of(route), of(b)));
      const kept = overlapping.length
        ? { ...route, site: { ...route.site, condition: joinConditions(route.site.condition, overlapping.map((b) => `!(${b.site.condition})`).join(' && ')) } }
        : route;
      if (existing) {
        let list = this.alternatives.get(verb)?.get(key);
        if (!list) {
          if (!this.alternatives.has(verb)) this.alternatives.set(verb, new Map());
          this.alternatives.get(verb)!.set(key, (list = []));
        }
        list.push(kept);
      } else table.set(key, kept);
      return;
    }
    table.set(key, route);
    names.set(name, key);
    const redirect = merged.get('redirect');
    if (redirect !== undefined && isNumeric(redirect)) {
      const star = this.routes.get('*')!;
      const target = star.get(key);
      if (target) target.redirect = phpInt(redirect);
      else star.set(key, { ...route, verb: '*', handlerless: true, redirect: phpInt(redirect) });
    }
  }

  /** A placeholder `from` uses whose name an earlier placeholder's begins (replaced first, in part), if any. */
  private mangledPlaceholder(from: string): { placeholder: string; by: string } | undefined {
    if (this.placeholders.size <= 6 || !from.includes(':')) return undefined;
    const lower = asciiLower(from);
    const tags = [...this.placeholders.keys()];
    for (let j = 1; j < tags.length; j++) {
      const later = asciiLower(tags[j]);
      if (!lower.includes(`:${later}`)) continue;
      const by = tags.slice(0, j).find((earlier) => later.startsWith(asciiLower(earlier)));
      if (by !== undefined) return { placeholder: tags[j], by };
    }
    return undefined;
  }

  private alternativesOf(table: Ci4Table, key: string): Ci4Route[] {
    return this.alternatives.get(table)?.get(key) ?? [];
  }

  /** A list made from the tables, kept until the tables or the prioritize setting change (lists are asked often). */
  private listed<T>(name: string, make: () => T): T {
    const stamp = `${this.version}\0${this.settings.prioritize}`;
    const known = this.lists.get(name);
    if (known && known.stamp === stamp) return known.list as T;
    const list = make();
    this.lists.set(name, { stamp, list });
    return list;
  }

  /** A table's routes in its order: each key's first route, then those kept beside it under other conditions. */
  inTable(table: Ci4Table): readonly Ci4Route[] {
    return this.listed(`in ${table}`, () => {
      const list: Ci4Route[] = [];
      for (const [key, route] of this.routes.get(table)!) list.push(route, ...this.alternativesOf(table, key));
      return list;
    });
  }

  /** Every route of every table (an add() route once). */
  all(): readonly Ci4Route[] {
    return this.listed('all', () => [...this.routes.keys()].flatMap((table) => this.inTable(table)));
  }

  /** `getRoutes($verb)`: the verb's routes, then the `*` ones under keys it lacks; by priority when that is on. */
  getRoutes(verb: Ci4Verb): readonly Ci4Route[] {
    return this.listed(`get ${verb}`, () => this.makeRoutes(verb));
  }

  private makeRoutes(verb: Ci4Verb): Ci4Route[] {
    const own = this.routes.get(verb)!;
    const list = [...this.inTable(verb)];
    for (const [key, route] of this.routes.get('*')!) {
      const mine = own.has(key) ? [own.get(key)!, ...this.alternativesOf(verb, key)] : [];
      if (mine.length === 0) list.push(route, ...this.alternativesOf('*', key));
      // A verb route under a condition hides the add() route of its key only where it exists.
      else if (mine.every((r) => r.site.condition))
        for (const star of [route, ...this.alternativesOf('*', key)])
          list.push({
            ...star,
            site: { ...star.site, condition: joinConditions(star.site.condition, mine.map((r) => `!(${r.site.condition})`).join(' && ')) },
          });
    }
    if (!(this.prioritizeDetected && this.settings.prioritize) || list.length === 0) return list;
    const groups = new Map<number, Ci4Route[]>();
    for (const route of list) {
      const priority = phpInt(this.routeOptions(route.key, verb).get('priority') ?? 0);
      let group = groups.get(priority);
      if (!group) groups.set(priority, (group = []));
      group.push(route);
    }
    return [...groups.keys()].sort((a, b) => a - b).flatMap((p) => groups.get(p)!);
  }

  /** `getRoutesOptions($key, $verb)`: the verb route's options with the `*` route's others added. */
  routeOptions(key: string, verb: Ci4Verb): OptionMap {
    const own = this.routes.get(verb)!.get(key)?.options;
    const star = this.routes.get('*')!.get(key)?.options;
    if (!star) return own ?? new Map();
    if (!own) return star;
    const options = new Map(own);
    for (const [k, v] of star) if (!options.has(k)) options.set(k, v);
    return options;
  }

  /** How many routes the calls made and the tables keep (an add() route once), with those whose host is not decided. */
  routeCount(): number {
    return this.hostRoutes.length + this.all().filter((route) => !route.handlerless).length;
  }

  /** The redirect status the router applies to a key (from its `*` entry), or undefined. */
  redirectOf(key: string): number | undefined {
    return this.routes.get('*')!.get(key)?.redirect;
  }
}
