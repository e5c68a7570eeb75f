// The path CodeIgniter 4 routes for a request (docs/ci4-routing.md, "Resolution" 10): REQUEST_URI without its query,
// the front controller (`/index.php`) and `Config\App::$indexPage` removed, dot segments removed, `urldecode()`d and
// re-encoded by the URI class, then `urldecode()`d again by the router, and each segment checked against
// `Config\App::$permittedURIChars`. PHP strings are bytes: the work is done on one character per byte.

/** What `Config\App` says about request paths. */
export interface Ci4PathConfig {
  indexPage: string;
  /** The characters a segment may hold, as a PCRE class body; '' checks nothing. */
  permittedURIChars: string;
}

export type RoutedPath =
  | { ok: true; path: string; /** The path as the request holds it (getPath()), before the router decodes it. */ requestPath: string }
  | { ok: false; status: 400; reason: string }
  | { ok: false; unknown: string };

/** The front controller a request goes through (`public/index.php` served at the site's root). */
const SCRIPT_NAME = '/index.php';

/** The path the router is given for a web request to `uri` (a REQUEST_URI: `/photos/12?x=1`), decoded as it decodes it. */
export function routedPath(uri: string, config: Ci4PathConfig, cli = false): RoutedPath {
  const bytes = utf8Bytes(uri);
  const routePath = cli ? bytes.replace(/^\/+/, '') : webRoutePath(bytes, config.indexPage);
  const decoded = urldecode(routePath === '' ? '/' : routePath);
  const text = fromUtf8(decoded);
  if (config.permittedURIChars === '')
    return text === undefined ? { ok: false, unknown: 'the path is not UTF-8 text' } : { ok: true, path: text, requestPath: routePath };
  let permitted: RegExp;
  try {
    permitted = new RegExp(`^[${config.permittedURIChars}]+$`, 'iu');
  } catch {
    return { ok: false, unknown: `Config\\App::$permittedURIChars ('${config.permittedURIChars}') is a class JavaScript does not read as PHP does` };
  }
  for (const segment of decoded.split('/')) {
    if (segment === '') continue;
    const shown = fromUtf8(segment);
    // A segment that is not UTF-8 fails PHP's `u` pattern: a bad request too.
    if (shown === undefined || !permitted.test(shown)) return { ok: false, status: 400, reason: `the URI has disallowed characters: "${shown ?? segment}"` };
  }
  return { ok: true, path: text!, requestPath: routePath };
}

/** SiteURIFactory::parseRequestURI and detectRoutePath, then SiteURI's route path (filterPath). */
function webRoutePath(requestUri: string, indexPage: string): string {
  const withSlash = requestUri.startsWith('/') ? requestUri : `/${requestUri}`;
  const noFragment = withSlash.split('#')[0];
  const q = noFragment.indexOf('?');
  let path = q < 0 ? noFragment : noFragment.slice(0, q);
  const query = q < 0 ? '' : noFragment.slice(q + 1);
  // The SCRIPT_NAME's segments are dropped while the path's (raw-decoded) segments equal them.
  const segments = rawurldecode(path).split('/');
  const keep = path.split('/');
  for (const [i, segment] of SCRIPT_NAME.split('/').entries()) {
    if (segments[i] !== segment) break;
    keep.shift();
  }
  path = keep.join('/');
  if (indexPage !== '' && path.startsWith(indexPage)) {
    const rest = path.slice(indexPage.length);
    if (rest === '' || rest.startsWith('/')) path = rest.replace(/^\/+/, '');
  }
  if (path.replace(/^\/+|\/+$/g, '') === '' && query.startsWith('/')) path = query.split('?')[0];
  path = removeDotSegments(path);
  let routePath = path === '/' || path === '' ? '/' : path.replace(/^\/+/, '');
  if (routePath !== '/') routePath = routePath.replace(/^\/+/, '');
  return filterPath(routePath).replace(/^\/+/, '');
}

/** URI::filterPath: decoded, dot segments removed, then what is not a path character encoded again. */
function filterPath(orig: string): string {
  let path = removeDotSegments(urldecode(orig));
  if (orig.startsWith('./') || orig.startsWith('../')) path = `/${path}`;
  return path.replace(/[^a-zA-Z0-9_\-.~:@&=+$,/;%]+|%(?![A-Fa-f0-9]{2})/g, (m) => rawurlencode(m));
}

/** URI::removeDotSegments. */
export function removeDotSegments(path: string): string {
  if (path === '' || path === '/') return path;
  const input = path.split('/');
  if (input[0] === '') input.shift();
  const output: string[] = [];
  for (const segment of input) {
    if (segment === '..') output.pop();
    else if (segment !== '.' && segment !== '') output.push(segment);
  }
  let out = output.join('/').replace(/^[/ ]+|[/ ]+$/g, '');
  if (path.startsWith('/')) out = `/${out}`;
  if (out !== '/' && path.endsWith('/')) out += '/';
  return out;
}

/** PHP's urldecode on a byte string: `+` is a space, `%XX` a byte. */
export function urldecode(bytes: string): string {
  return rawurldecode(bytes.replace(/\+/g, ' '));
}

function rawurldecode(bytes: string): string {
  return bytes.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function rawurlencode(bytes: string): string {
  let out = '';
  for (const ch of bytes) {
    const code = ch.charCodeAt(0);
    out += /[A-Za-z0-9_.~-]/.test(ch) ? ch : `%${code.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A JavaScript string as UTF-8, one character per byte. */
function utf8Bytes(text: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(text)) out += String.fromCharCode(byte);
  return out;
}

/** Bytes read as UTF-8 text, or undefined when they are not UTF-8. */
export function fromUtf8(bytes: string): string | undefined {
  const array = Uint8Array.from(bytes, (c) => c.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(array);
  } catch {
    return undefined;
  }
}
