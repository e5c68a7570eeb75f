// What a link is, whatever the language it is written in: a call that makes a URL of the app (a path, or a route
// name), its argument read as a pattern of known text and unknown parts; the front ends read them (php/php-links.ts,
// ts/ts-links.ts), the features resolve them.

import type { Span } from '../../base/text';

/** A piece of a link's argument: text the source decides, or an unknown part named by its source text. */
export type LinkPart = string | { readonly hole: string };

/** How CodeIgniter makes the URL from the argument: a path below the site URL, below the base URL, or a route name. */
export type LinkKind = 'site' | 'base' | 'name';

export interface LinkCall {
  /** The call as written, canonical: `site_url`, `redirect()->to`, … */
  readonly call: string;
  readonly kind: LinkKind;
  /** The whole call. */
  readonly span: Span;
  /** The argument that makes the URL (the call itself when it has none). */
  readonly target: Span;
  /**
   * For a path: the request path the URL makes, after the base URL's `/` (the index page included, as the browser
   * asks it), its query string and fragment cut off. For a route name: the name.
   */
  readonly parts: readonly LinkPart[];
  /** A full URL written in the argument (`https://…`, `//cdn…`): another site's, or the app's own base URL. */
  readonly url?: string;
  /**
   * The request method the link makes: GET for a link or a redirect, a form's method (POST unless its attributes say
   * otherwise); null where the URL is written but not requested there (a script, a `data-` attribute, a variable), so
   * that it may be requested with any method, or extended.
   */
  readonly verb: 'GET' | 'POST' | null;
  /** A route name's arguments (`route_to('x', $id)`), each a pattern; null when they are spread. */
  readonly params?: readonly (readonly LinkPart[])[] | null;
  /** A route name's link given a URL of the app (`redirect(base_url())`): its source text; the name is that URL. */
  readonly urlAsName?: string;
}

/** What the reading needs of the app: its constants, and which CodeIgniter's helpers the calls are. */
export interface LinkReading {
  readonly framework: 'ci3' | 'ci4';
  /** The index page (`index.php`, or '' when the app removed it): site_url() puts it in every URL. */
  readonly indexPage: string;
  /** CodeIgniter 3.0's site_url()/base_url() trim the path's trailing `/` too (3.1 only its leading one). */
  readonly trimsTrailingSlash?: boolean;
  /** A constant's value, when the app's constants files give one. */
  constant(name: string): string | number | boolean | null | undefined;
}

/** A pattern as text, its unknown parts as `⟨…⟩`. */
export function patternText(parts: readonly LinkPart[]): string {
  return parts.map((p) => (typeof p === 'string' ? p : `⟨${p.hole}⟩`)).join('');
}
