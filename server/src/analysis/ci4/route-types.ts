// The values RouteCollection works with: its verb tables, option values, handlers, where a call was written, a route,
// a dropped route and the router's settings.

import type { Span } from '../../base/text';
import type { Condition } from '@routelens/shared';

/** The verb tables of a collection, in the order CodeIgniter declares them (`*` holds `add()` routes). */
export const CI4_VERBS = ['OPTIONS', 'GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'TRACE', 'CONNECT', 'CLI'] as const;
export type Ci4Verb = (typeof CI4_VERBS)[number];
export type Ci4Table = Ci4Verb | '*';

/** A value the front end could not decide (an option, a key, a handler): reported where it was written. */
export interface UnknownOption {
  readonly unknown: string;
}

/** An option's value as the collection needs it: PHP scalars, lists, and string-keyed arrays in their order. */
export type OptionValue = string | number | boolean | null | OptionValue[] | OptionMap | UnknownOption;
export type OptionMap = Map<string, OptionValue>;

/** A route's handler: a `Class::method/$1` string, a closure, a view, or a redirect to another route. */
export type Ci4Handler =
  | { kind: 'string'; text: string }
  | { kind: 'closure' }
  | { kind: 'view'; view: string }
  | { kind: 'unknown'; text: string }
  /** `addRedirect()` to a named route: `[key => handler]`, which the router reads as the key. */
  | { kind: 'named-redirect'; key: string; handler: string };

/** What a route file passes as `$to`. */
export type HandlerInput =
  { kind: 'string'; text: string } | { kind: 'closure' } | { kind: 'callable'; callable: string; params?: string } | { kind: 'unknown'; text: string };

/** Where a call was written and under which undecided condition it ran. */
export interface CallSite {
  readonly span: Span;
  readonly line: number;
  /** The undecided conditions it ran under, as text (`&&`-joined) … */
  readonly condition?: string;
  /** … and as the evaluator's terms, which tell whether two routes can exist together. */
  readonly conditions?: Condition;
}

export interface Ci4Route {
  readonly verb: Ci4Table;
  /** The stored key: group prefix added, escaped, trimmed of `/`, placeholders replaced. */
  readonly key: string;
  readonly from: string;
  readonly name: string;
  readonly handler: Ci4Handler;
  readonly options: OptionMap;
  readonly site: CallSite;
  /** A redirect status set on this key's `*` entry (CodeIgniter reads redirects from `*` only). */
  redirect?: number;
  /** A `*` entry made only by a verb route's `redirect` option: it has no handler (CodeIgniter warns when listing it). */
  readonly handlerless?: boolean;
}

/** A route that first-definition-wins dropped, with the one that kept its key or name. */
export interface IgnoredRoute {
  readonly verb: Ci4Table;
  readonly key: string;
  readonly name: string;
  readonly site: CallSite;
  readonly winner: Ci4Route;
  readonly by: 'key' | 'name';
}

export interface Ci4Settings {
  defaultNamespace: string;
  defaultController: string;
  defaultMethod: string;
  translateURIDashes: boolean;
  autoRoute: boolean;
  override404: string | null | UnknownOption;
  prioritize: boolean;
  defaultPlaceholder: string;
  /** `useSupportedLocalesOnly()`: a `{locale}` route matches only the app's supported locales. */
  useSupportedLocalesOnly?: boolean;
}

/** Where the request comes from, as far as it decides the table: a web request's Host header, or none. */
export interface Ci4Request {
  readonly host?: string;
}

/** A problem a call makes that CodeIgniter would not report (reported by the front end at the call). */
export interface CollectionNote {
  readonly site: CallSite;
  readonly message: string;
}
