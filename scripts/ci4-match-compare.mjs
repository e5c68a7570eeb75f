#!/usr/bin/env node
// Compares `routelens match --json` on a CodeIgniter 4 app with what CodeIgniter 4 itself decides: the framework's
// `system/` from a checkout (never part of this repository) boots a copy of the app, and for each request builds the
// IncomingRequest from the same superglobals a web server gives (REQUEST_URI, SCRIPT_NAME `/index.php`, the POST
// fields for `_method`), runs the framework's own Router::handle(), then makes CodeIgniter::run()'s checks before a
// controller is called (class_exists, `_` methods, `new`, `_remap`/is_callable, the arguments a call needs) with PHP's
// own reflection, and the 404 override — no controller code runs. Run it by hand on apps you have:
//
//   node scripts/ci4-match-compare.mjs APP_DIR --system /path/to/CodeIgniter4/system [--env production]
//       [--host example.com] [--upgrade-config] [--define NAME=VALUE …] [--request 'GET /x' …] [--show]
//
// The requests: every route's key made into a URL (and near misses: a trailing slash, an extra segment, another
// case, HEAD, spoofed verbs, `/index.php/`, dot segments, encodings), and every controller file's automatic URLs
// (each public method, the default controller and method spelled out, dashes and underscores), plus `--request`s.
// Prints each difference, then one summary line; exits 1 when there is a difference. Build first (`npx tsc -b`).

import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { BOOT, setUp } from './ci4-oracle.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const out = (p) => path.join(here, '..', 'server', 'out', 'src', p);
const { analyzeCi4 } = await import(out('analysis/ci4/ci4-table.js'));
const { matchCi4 } = await import(out('analysis/ci4/ci4-match.js'));
const { ci4MatchJson } = await import(out('cli/ci4.js'));
const { ci4Map } = await import(out('features/ci4-routes.js'));
const { diskHost } = await import(out('db/disk-host.js'));
const { ci4ExposureOf } = await import(out('features/ci4-exposure.js'));

const { values, app, environment, scratch, copy, defines } = setUp(
  'node scripts/ci4-match-compare.mjs APP_DIR --system CODEIGNITER4/system [--env ENV] [--host HOST] [--request "VERB URI"]',
  { show: { type: 'boolean' }, request: { type: 'string', multiple: true }, exposure: { type: 'boolean' } },
);
const analysis = analyzeCi4(copy, diskHost, { defines, host: values.host });
// --exposure: every reach the audit lists is asked too, and CodeIgniter must run its method with its filters.
const reaches = new Map();
if (values.exposure)
  for (const m of ci4ExposureOf(analysis).methods)
    for (const r of m.reachedBy) for (const verb of r.verbs) reaches.set(`${verb} ${r.sample}`, { method: m, reach: r });
const requests = [...new Set([...sampleRequests(analysis, copy), ...(values.request ?? []), ...reaches.keys()])].map((text) => {
  const [verb, uri, form] = text.split(' ');
  return { verb, uri, ...(form ? { form: Object.fromEntries(new URLSearchParams(form)) } : {}) };
});

const resolver = path.join(scratch, 'resolve.php');
fs.writeFileSync(resolver, '<?php' + BOOT + oracle());
const requestsFile = path.join(scratch, 'requests.json');
fs.writeFileSync(requestsFile, JSON.stringify(requests));
let real;
try {
  const args = [resolver, copy, path.resolve(values.system), environment, values.host ?? '', requestsFile];
  real = JSON.parse(execFileSync('php', args, { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'pipe'] }));
} catch (error) {
  console.error(`CodeIgniter could not route the requests: ${String(error.stdout || error.stderr || error.message).slice(0, 3000)}`);
  process.exit(2);
}

let differences = 0;
let notKnown = 0;
let conditional = 0;
let filtersNotKnown = 0;
let filtered = 0;
let confirmed = 0;
const statuses = new Map();
for (const [i, request] of requests.entries()) {
  const theirs = real[i];
  const mine = ci4MatchJson(analysis, matchCi4(analysis, request));
  const label = `${request.verb} ${request.uri}${request.form ? ` (${new URLSearchParams(request.form)})` : ''}`;
  if (mine.conditions) {
    conditional++;
    continue;
  }
  if (mine.status === null) {
    notKnown++;
    if (values.show) console.log(`${label}: not known to routelens (${mine.reason}); CodeIgniter ${JSON.stringify(theirs)}`);
    continue;
  }
  statuses.set(theirs.status, (statuses.get(theirs.status) ?? 0) + 1);
  if (mine.filtersNote !== undefined) filtersNotKnown++;
  else if (theirs.filters && [...theirs.filters.before, ...theirs.filters.after].some((f) => f !== 'toolbar')) filtered++;
  const claimed = request.form ? undefined : reaches.get(`${request.verb} ${request.uri}`);
  if (claimed) {
    const { method, reach } = claimed;
    // A class with _remap runs it for every method name CodeIgniter passes on.
    const same =
      theirs.runs?.class?.toLowerCase() === method.class.toLowerCase() &&
      (method.method === '_remap' || theirs.runs?.method?.toLowerCase() === method.method.toLowerCase());
    if (same && JSON.stringify(theirs.filters) === JSON.stringify(reach.filters)) confirmed++;
    else {
      differences++;
      console.log(
        `${label}: the audit says ${method.class}::${method.method}() with ${JSON.stringify(reach.filters)}; CodeIgniter ${JSON.stringify(theirs.runs)} with ${JSON.stringify(theirs.filters)}`,
      );
    }
  }
  const a = comparable(theirs, mine.filtersNote === undefined);
  const b = comparable(mine, mine.filtersNote === undefined);
  if (JSON.stringify(a) !== JSON.stringify(b)) {
    differences++;
    if (differences <= 60)
      console.log(
        `${label}:\n  CodeIgniter ${JSON.stringify(a)}${theirs.reason ? `  (${theirs.reason})` : ''}\n  routelens   ${JSON.stringify(b)}${mine.reason ? `  (${mine.reason})` : ''}`,
      );
  } else if (values.show) console.log(`${label}: ${JSON.stringify(a)}${theirs.reason ? `  (${theirs.reason})` : ''}`);
}
const byStatus = [...statuses]
  .sort((x, y) => x[0] - y[0])
  .map(([s, n]) => `${n}×${s}`)
  .join(' ');
console.log(
  `${path.basename(app)}: ${requests.length} requests, ${differences} difference${differences === 1 ? '' : 's'} (${byStatus}; ${filtered} with filters)` +
    (notKnown ? `; ${notKnown} not known to routelens` : '') +
    (conditional ? `; ${conditional} answered under a condition, not compared` : '') +
    (filtersNotKnown ? `; filters not known to routelens for ${filtersNotKnown}` : '') +
    (values.exposure ? `; ${confirmed} of ${reaches.size} reaches of the exposure audit confirmed` : ''),
);
if (!values.keep) fs.rmSync(scratch, { recursive: true, force: true });
process.exit(differences ? 1 : 0);

/** PHP that routes each request of the JSON file `$argv[5]` as CodeIgniter does, and prints the answers as JSON. */
function oracle() {
  return String.raw`
use CodeIgniter\Exceptions\PageNotFoundException;
use CodeIgniter\HTTP\Exceptions\BadRequestException;
use CodeIgniter\HTTP\Exceptions\RedirectException;
use CodeIgniter\HTTP\IncomingRequest;
use CodeIgniter\HTTP\SiteURIFactory;
use CodeIgniter\HTTP\UserAgent;
use CodeIgniter\Router\Exceptions\RouterException;
use CodeIgniter\Router\Router;
use CodeIgniter\Superglobals;
use Config\App;
use Config\Services;

// The checks CodeIgniter::run() makes before it calls a controller method, made with reflection: nothing of the app runs.
function callable_target(string $controller, string $method, array $args, string $via): array {
    if (! class_exists($controller, true) || ($method[0] === '_' && $method !== '__invoke')) {
        throw PageNotFoundException::forControllerNotFound($controller, $method);
    }
    $class = new ReflectionClass($controller);
    $constructor = $class->getConstructor();
    if ($class->isAbstract() || ($constructor && ($constructor->getNumberOfRequiredParameters() > 0 || ! $constructor->isPublic()))) {
        return ['status' => 500, 'runs' => null, 'reason' => 'new fails'];
    }
    $instance = $class->newInstanceWithoutConstructor();
    if (method_exists($instance, '_remap')) {
        $called = $class->getMethod('_remap');
        $count = count($args) + 1;
    } elseif (is_callable([$instance, $method], false)) {
        $called = $class->hasMethod($method) && $class->getMethod($method)->isPublic() ? $class->getMethod($method) : $class->getMethod('__call');
        $count = $called->getName() === '__call' ? 2 : count($args);
    } else {
        throw PageNotFoundException::forMethodNotFound($method);
    }
    $runs = ['class' => ltrim($controller, '\\'), 'method' => $method, 'args' => array_values(array_map('strval', $args)), 'via' => $via];
    if ($count < $called->getNumberOfRequiredParameters()) {
        return ['status' => 500, 'runs' => null, 'reason' => 'too few arguments'];
    }
    return ['status' => 200, 'runs' => $runs];
}

function override_target(Router $router, PageNotFoundException $e): array {
    $override = $router->get404Override();
    if ($override === null) {
        return ['status' => 404, 'runs' => null, 'reason' => $e->getMessage()];
    }
    if ($override instanceof Closure) {
        return ['status' => 404, 'runs' => ['class' => null, 'method' => null, 'args' => [], 'via' => '404Override']];
    }
    [$controller, $method] = $override;
    if (! class_exists($controller, true)) {
        return ['status' => 500, 'runs' => null, 'reason' => 'override class missing'];
    }
    $class = new ReflectionClass($controller);
    $constructor = $class->getConstructor();
    if ($class->isAbstract() || ($constructor && ($constructor->getNumberOfRequiredParameters() > 0 || ! $constructor->isPublic()))) {
        return ['status' => 500, 'runs' => null, 'reason' => 'override new fails'];
    }
    $instance = $class->newInstanceWithoutConstructor();
    if (! is_callable([$instance, $method], false)) {
        return ['status' => 500, 'runs' => null, 'reason' => 'override method not callable'];
    }
    $called = $class->hasMethod($method) && $class->getMethod($method)->isPublic() ? $class->getMethod($method) : $class->getMethod('__call');
    if ($called->getName() !== '__call' && $called->getNumberOfRequiredParameters() > 1) {
        return ['status' => 500, 'runs' => null, 'reason' => 'override needs arguments'];
    }
    return ['status' => 404, 'runs' => ['class' => ltrim($controller, '\\'), 'method' => $method, 'args' => [], 'via' => '404Override'], 'reason' => $e->getMessage()];
}

function table_of(object $routes, string $key, string $verb): string {
    $all = (new ReflectionProperty($routes, 'routes'))->getValue($routes);
    return isset($all[$verb][$key]) ? $verb : '*';
}

function route_one(object $routes, array $request): array {
    $verb = $request['verb'];
    $form = $request['form'] ?? [];
    $server = $_SERVER;
    $server['REQUEST_METHOD'] = $verb === 'CLI' ? 'GET' : $verb;
    $server['REQUEST_URI'] = $request['uri'];
    $server['SCRIPT_NAME'] = '/index.php';
    $server['QUERY_STRING'] = '';
    $superglobals = new Superglobals($server, [], $form, [], []);
    Services::injectMock('superglobals', $superglobals);
    $config = config(App::class);
    $factory = new SiteURIFactory($config, $superglobals);
    $uri = $factory->createFromGlobals();
    $incoming = new IncomingRequest($config, $uri, 'php://input', new UserAgent());
    $incoming->setMethod($verb);
    $spoof = $form['_method'] ?? null;
    if ($verb === 'POST' && in_array($spoof, ['PUT', 'PATCH', 'DELETE'], true)) {
        $incoming = $incoming->setMethod($spoof);
    }
    Services::injectMock('request', $incoming);
    $router = new Router($routes, $incoming);
    $match = null;
    $lists = null;
    $required = null;
    $answer = (function () use ($router, $incoming, $routes, $verb, $request, &$match, &$lists, &$required) {
        try {
            $controller = $router->handle($verb === 'CLI' ? trim($request['uri'], '/') : $incoming->getPath());
            $matched = $router->getMatchedRoute();
            if ($matched !== null) {
                $handler = $matched[1];
                $opts = $router->getMatchedRouteOptions();
                $shown = $handler instanceof Closure ? (isset($opts['view']) ? '(View) ' . $opts['view'] : '(Closure)') : (is_array($handler) ? (string) array_key_first($handler) : $handler);
                $match = ['key' => (string) $matched[0], 'handler' => $shown, 'verb' => table_of($routes, (string) $matched[0], $incoming->getMethod())];
            }
            // CodeIgniter::handleRequest(): the route's filters enabled, then the lists initialized for the path.
            $filters = new CodeIgniter\Filters\Filters(clone config(Config\Filters::class), $incoming, service('response'));
            $routeFilters = $router->getFilters();
            try {
                $filters->enableFilters($routeFilters, 'before');
                $old = config(Config\Feature::class)->oldFilterOrder ?? false;
                $filters->enableFilters($old ? $routeFilters : array_reverse($routeFilters), 'after');
                $filters->initialize(strtolower($incoming->getPath()));
                $lists = $filters->getFilters();
                $required = ['before' => $filters->getRequiredFilters('before')[0], 'after' => $filters->getRequiredFilters('after')[0]];
            } catch (CodeIgniter\Filters\Exceptions\FilterException $e) {
                return ['status' => 500, 'match' => $match, 'runs' => null, 'redirect' => null, 'reason' => $e->getMessage()];
            }
            if ($controller instanceof Closure) {
                $opts = $router->getMatchedRouteOptions() ?? [];
                return ['status' => 200, 'match' => $match, 'runs' => ['class' => null, 'method' => null, 'args' => array_values(array_map('strval', $router->params())), 'via' => isset($opts['view']) ? 'view' : 'closure'], 'redirect' => null];
            }
            $result = callable_target($controller, $router->methodName(), $router->params(), $matched !== null ? 'route' : 'auto');
            return $result + ['match' => $match, 'redirect' => null];
        } catch (RedirectException $e) {
            return ['status' => $e->getCode(), 'match' => $match, 'runs' => null, 'redirect' => ['status' => $e->getCode(), 'location' => $e->getMessage()]];
        } catch (PageNotFoundException $e) {
            $matched = $router->getMatchedRoute();
            return override_target($router, $e) + ['match' => $matched === null ? null : ['key' => (string) $matched[0], 'handler' => is_string($matched[1]) ? $matched[1] : '(Closure)', 'verb' => table_of($routes, (string) $matched[0], $incoming->getMethod())], 'redirect' => null];
        } catch (BadRequestException $e) {
            return ['status' => 400, 'match' => null, 'runs' => null, 'redirect' => null, 'reason' => $e->getMessage()];
        } catch (RouterException $e) {
            return ['status' => 500, 'match' => $match, 'runs' => null, 'redirect' => null, 'reason' => $e->getMessage()];
        } catch (Throwable $e) {
            return ['status' => 'error', 'match' => $match, 'runs' => null, 'redirect' => null, 'reason' => get_class($e) . ': ' . $e->getMessage()];
        }
    })();
    if ($required === null) {
        try {
            $fresh = new CodeIgniter\Filters\Filters(clone config(Config\Filters::class), $incoming, service('response'));
            $required = ['before' => $fresh->getRequiredFilters('before')[0], 'after' => $fresh->getRequiredFilters('after')[0]];
        } catch (Throwable $e) {
            $required = null;
        }
    }
    return $answer + ['filters' => $lists === null ? null : ['before' => array_values($lists['before']), 'after' => array_values($lists['after'])], 'required' => $required];
}

$results = [];
foreach (json_decode(file_get_contents($argv[5]), true) as $request) {
    $results[] = route_one($routes, $request);
}
echo json_encode($results, JSON_UNESCAPED_SLASHES);
`;
}

/** The fields both sides decide: status, the route that matched, what runs and with which arguments, the redirect. */
function comparable(r, filtersKnown) {
  return {
    status: r.status,
    // A redirect, and a handler the router refuses (a 500), are thrown before the router records the route that
    // matched: only the outcome is compared.
    match: r.redirect || (r.status === 500 && r.runs === null) ? undefined : r.match && { key: r.match.key, handler: r.match.handler, verb: r.match.verb },
    runs: r.runs && { class: r.runs.class, method: r.runs.method, args: r.runs.args, via: r.runs.via },
    redirect: r.redirect,
    // Filters are compared where routelens knows them.
    filters: filtersKnown ? r.filters : undefined,
    required: r.required,
  };
}

/** Requests worth asking: each route's URL and its near misses, and the automatic URLs of each controller. */
function sampleRequests(analysis, root) {
  const map = ci4Map(analysis);
  const found = new Set();
  const add = (verb, uri, form) => found.add(`${verb} ${uri}${form ? ` ${form}` : ''}`);
  for (const [verb, routes] of Object.entries(map.methods)) {
    for (const route of routes) {
      const url = sampleUrl(route.key);
      if (url === undefined) continue;
      const asked = verb === 'CLI' ? 'CLI' : verb;
      add(asked, url);
      if (asked === 'CLI') continue;
      add(asked, `${url}/`);
      add(asked, `${url}/extra`);
      add(asked, url.toUpperCase());
      add(asked, `/index.php${url}`);
      add(asked, `${url}?q=1`);
      if (asked === 'GET') add('HEAD', url);
      if (asked !== 'GET' && asked !== 'POST') add('POST', url, `_method=${asked}`);
      if (asked === 'GET') add('POST', url, '_method=put');
    }
  }
  for (const url of ['/', '/index.php', '/index.php/', '/./', '/a/../', '/%2e%2e/', '/a%2Fb', '/a%252Fb', '/a+b', '/a%20b', '/%3Cx%3E', '/caf%C3%A9'])
    add('GET', url);
  for (const url of autoUrls(root)) {
    add('GET', url);
    add('POST', url);
    add('CLI', url);
  }
  return [...found].slice(0, 4000);
}

/** A URL a route key matches (its groups filled with sample text), or undefined when the key is not simple. */
function sampleUrl(key) {
  if (key.includes('{locale}')) key = key.replace(/\{locale\}/g, 'en');
  let out = '';
  let depth = 0;
  for (let i = 0; i < key.length; i++) {
    const c = key[i];
    if (c === '(' && depth++ === 0) {
      const close = matchingParen(key, i);
      if (close < 0) return undefined;
      const group = key.slice(i, close + 1);
      out += ['12', 'abc', 'a-b', 'x/y'].find((s) => safeTest(group, s)) ?? 'zz';
      i = close;
      depth = 0;
      continue;
    }
    if ('\\[]*+?{}|^$.'.includes(c)) return undefined;
    out += c;
  }
  return `/${out.replace(/^\/+/, '')}`;
}

function matchingParen(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

function safeTest(group, sample) {
  try {
    return new RegExp(`^${group}$`, 'u').test(sample);
  } catch {
    return false;
  }
}

/** The automatic URLs of every controller file under app/Controllers: its path, each public method, variants. */
function autoUrls(root) {
  const base = path.join(root, 'app', 'Controllers');
  const urls = new Set(['/home', '/home/index', '/Home', '/home/getIndex', '/home/initController', '/home/_remap', '/home/__construct']);
  const walk = (dir, prefix) => {
    let entries = [];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) {
        urls.add(`/${prefix}${entry.name.toLowerCase()}`);
        walk(path.join(dir, entry.name), `${prefix}${entry.name.toLowerCase()}/`);
        continue;
      }
      if (!entry.name.endsWith('.php')) continue;
      const name = entry.name.slice(0, -4);
      const lower = `/${prefix}${name.toLowerCase()}`;
      const dashed = `/${prefix}${name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}`;
      urls.add(lower).add(`/${prefix}${name}`).add(dashed).add(`${lower}/index`).add(`${lower}/12`);
      const text = fs.readFileSync(path.join(dir, entry.name), 'utf8');
      for (const m of text.matchAll(/function\s+(\w+)\s*\(/g)) {
        const method = m[1];
        const plain = method.replace(/^(get|post|put|patch|delete|cli)(?=[A-Z])/, '');
        const dash = plain.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
        urls.add(`${lower}/${method}`).add(`${lower}/${plain.toLowerCase()}`).add(`${lower}/${dash}`).add(`${lower}/${method}/1/2`).add(`${dashed}/${dash}`);
      }
    }
  };
  walk(base, '');
  return [...urls];
}
