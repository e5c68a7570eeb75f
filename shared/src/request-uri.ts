// The path CodeIgniter 3 routes for a request target (its URI class): the query removed, a leading `/index.php`
// removed, empty and `..` segments dropped, each segment trimmed and checked against `permitted_uri_chars`.
// Nothing is percent-decoded: `%2e` stays the three characters it is (docs/ci3-routing.md#one-request-in-order).

/** CodeIgniter 3's default `permitted_uri_chars` (`a-z 0-9~%.:_\-`, case-insensitive). */
const PERMITTED = /^[a-z 0-9~%.:_-]+$/i;
const SCRIPT = '/index.php';

export interface RequestUri {
  /** The segments, as the routes see them joined by `/`. */
  segments: string[];
  /** Whether the target began with the front controller's name (`/index.php/...`). */
  viaScript: boolean;
}

/**
 * The routed segments of a request target (`/shop/list?x=1`, `/index.php/shop/list`, or an absolute URL), or 400
 * when a segment has a character outside `permitted_uri_chars` (CodeIgniter's "disallowed characters" error).
 */
export function requestUri(target: string): RequestUri | 400 {
  let uri = target;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(uri);
  if (scheme) uri = uri.slice(scheme[0].length);
  const hash = uri.indexOf('#');
  if (hash >= 0) uri = uri.slice(0, hash);
  const end = uri.indexOf('?');
  const query = end >= 0 ? uri.slice(end + 1) : '';
  if (end >= 0) uri = uri.slice(0, end);
  if (!uri.startsWith('/')) uri = '/' + uri;
  // URI::_parse_request_uri: SCRIPT_NAME is removed when the path starts with it (as text), else its folder ('/').
  const viaScript = uri.startsWith(SCRIPT);
  uri = viaScript ? uri.slice(SCRIPT.length) : uri.slice(1);
  // With no path left, a query that starts with `/` is the path (`/index.php?/shop/list`, servers that route so).
  if (uri.replace(/^\/+|\/+$/g, '') === '' && query.startsWith('/')) uri = query.split('?')[0];
  const segments: string[] = [];
  for (const raw of uri.split('/')) {
    if (raw === '' || raw === '..') continue;
    // URI::_set_uri_string trims each segment (PHP's trim: space, tab, newline, return, NUL, vertical tab).
    // eslint-disable-next-line no-control-regex -- PHP's trim() set, vertical tab included, on purpose.
    const segment = raw.replace(/^[ \t\n\r\0\x0B]+|[ \t\n\r\0\x0B]+$/g, '');
    if (segment !== '' && segment !== '0' && !PERMITTED.test(segment)) return 400;
    if (segment !== '') segments.push(segment);
  }
  return { segments, viaScript };
}

const VERB_NAMES = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'PATCH', 'OPTIONS'];

/**
 * What a user types to ask about a request: `POST /orders`, `/photos/42`, or a URL pasted from a browser
 * (`https://example.com/shop?page=2`); GET when no method is given. Undefined when it is none of these.
 */
export function parseRequestLine(text: string): { verb: string; uri: string } | undefined {
  const parts = text.trim().split(/\s+/);
  const verb = parts.length > 1 ? parts[0].toUpperCase() : 'GET';
  const uri = parts.length > 1 ? parts.slice(1).join(' ') : parts[0];
  if (parts.length === 1 && VERB_NAMES.includes(uri.toUpperCase())) return undefined;
  if (!VERB_NAMES.includes(verb) || !uri || !/^(\/|[a-z][a-z0-9+.-]*:\/\/|[\w.~%-])/i.test(uri)) return undefined;
  return { verb, uri };
}
