#!/usr/bin/env node
// Compares `routelens links` on a CodeIgniter 4 app with CodeIgniter 4 itself: each link whose arguments routelens
// reads whole is evaluated by the framework's own helpers (site_url, base_url, anchor, form_open, route_to, url_to,
// redirect()->to()/route(), with the app's constants) in a booted copy of the app, and the URL it makes must be the
// path routelens gives (or CodeIgniter must fail where routelens says unknown-route-name or link-args); then every
// such path is asked of CodeIgniter's router by scripts/ci4-match-compare.mjs, which compares what runs. Run it by
// hand on apps you have (the framework's `system/` from a checkout, never part of this repository):
//
//   node scripts/ci4-links-compare.mjs APP_DIR --system /path/to/CodeIgniter4/system [--upgrade-config] [--show]
//
// Prints each difference, then one summary line; exits 1 when there is a difference. Build first (`npx tsc -b`).

import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { BOOT, setUp } from './ci4-oracle.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const out = (p) => path.join(here, '..', 'server', 'out', 'src', p);
const { analyzeAppAround } = await import(out('db/project.js'));
const { allLinks } = await import(out('features/links.js'));

const { values, app, environment, scratch, copy, defines } = setUp(
  'node scripts/ci4-links-compare.mjs APP_DIR --system CODEIGNITER4/system [--upgrade-config] [--show]',
  { show: { type: 'boolean' } },
);
const { snapshot } = analyzeAppAround(copy, { defines });
const links = allLinks(snapshot);
// Links read whole: a literal path or name and literal arguments (a variable in a query string, which routelens cuts
// off, cannot be evaluated here).
const sourceOf = (l) => snapshot.text(l.file).slice(l.span.start, l.span.end);
const whole = links.filter((l) => l.status !== 'unknown' && l.status !== 'external' && !sourceOf(l).includes('$'));
const sources = whole.map(sourceOf);

const script = path.join(scratch, 'links.php');
fs.writeFileSync(script, '<?php' + BOOT + evaluate());
const sourcesFile = path.join(scratch, 'links.json');
fs.writeFileSync(sourcesFile, JSON.stringify(sources));
let real;
try {
  real = JSON.parse(execFileSync('php', [script, copy, path.resolve(values.system), environment, '', sourcesFile], { encoding: 'utf8', maxBuffer: 1 << 28 }));
} catch (error) {
  console.error(`CodeIgniter could not evaluate the links: ${String(error.stdout || error.stderr || error.message).slice(0, 3000)}`);
  process.exit(2);
}

/** The path of a URL CodeIgniter made, below its base URL and index page; a path as it is. */
function pathOf(url, base, indexPage) {
  let rest = url.startsWith(base) ? url.slice(base.length - 1) : url;
  if (indexPage && (rest === `/${indexPage}` || rest.startsWith(`/${indexPage}/`))) rest = rest.slice(indexPage.length + 1) || '/';
  return rest.replace(/[?#].*$/, '') || '/';
}

let differences = 0;
const requests = new Set();
for (const [i, link] of whole.entries()) {
  const theirs = real.results[i];
  const where = `${path.relative(copy, link.file)}:${snapshot.lineOf(link.file, link.target.start)} ${sources[i]}`;
  const fails = 'error' in theirs || theirs.value === false;
  let same;
  if (link.status === 'unknown-route-name' || link.status === 'link-args') same = fails;
  else if (fails) same = false;
  else {
    const value = theirs.value;
    const url = typeof value === 'string' ? (/ (?:href|action)="([^"]*)"/.exec(value)?.[1] ?? value) : value.redirect;
    same = pathOf(url, real.baseURL, real.indexPage) === link.path.replace(/\/$/, '') || pathOf(url, real.baseURL, real.indexPage) === link.path;
    if (link.verb && (link.status === 'reaches' || link.status === 'dead')) requests.add(`${link.verb} ${link.path}`);
  }
  if (!same) {
    differences++;
    console.log(`${where}:\n  CodeIgniter ${JSON.stringify(theirs)}\n  routelens   ${link.status} ${link.path}${link.reason ? ` (${link.reason})` : ''}`);
  } else if (values.show) console.log(`${where}: ${link.status} ${link.path}`);
}
// What runs for each path: CodeIgniter's router against routelens', by the request comparison.
let routed = 'no request to route';
if (requests.size) {
  const args = [path.join(here, 'ci4-match-compare.mjs'), app, '--system', values.system, ...(values['upgrade-config'] ? ['--upgrade-config'] : [])];
  for (const request of requests) args.push('--request', request);
  const run = spawnSync('node', args, { encoding: 'utf8', maxBuffer: 1 << 28 });
  const lines = run.stdout.trim().split('\n');
  routed = lines.pop();
  if (run.status !== 0) {
    differences++;
    console.log(lines.join('\n'));
  }
}
const counts = {};
for (const l of links) counts[l.status] = (counts[l.status] ?? 0) + 1;
console.log(
  `${path.basename(app)}: ${links.length} links (${Object.entries(counts)
    .map(([s, n]) => `${n} ${s}`)
    .join(', ')}); ${whole.length} evaluated by CodeIgniter, ${differences} difference${differences === 1 ? '' : 's'}; routing: ${routed}`,
);
if (!values.keep) fs.rmSync(scratch, { recursive: true, force: true });
process.exit(differences ? 1 : 0);

/** PHP that evaluates each link call of the JSON file `$argv[5]` with the framework's helpers, on a request for `/`. */
function evaluate() {
  return String.raw`
use CodeIgniter\HTTP\IncomingRequest;
use CodeIgniter\HTTP\RedirectResponse;
use CodeIgniter\HTTP\SiteURIFactory;
use CodeIgniter\HTTP\UserAgent;
use CodeIgniter\Superglobals;
use Config\App;
use Config\Services;

helper(['url', 'form']);
// site_url() builds from the current request's URI: a request for the site's root, as a web server gives it.
$server = $_SERVER;
$server['REQUEST_METHOD'] = 'GET';
$server['REQUEST_URI'] = '/';
$server['SCRIPT_NAME'] = '/index.php';
$server['QUERY_STRING'] = '';
$superglobals = new Superglobals($server, [], [], [], []);
Services::injectMock('superglobals', $superglobals);
$config = config(App::class);
$incoming = new IncomingRequest($config, (new SiteURIFactory($config, $superglobals))->createFromGlobals(), 'php://input', new UserAgent());
Services::injectMock('request', $incoming);
$results = [];
foreach (json_decode(file_get_contents($argv[5]), true) as $source) {
    try {
        $value = eval('return ' . $source . ';');
        $results[] = ['value' => $value instanceof RedirectResponse ? ['redirect' => $value->getHeaderLine('Location')] : $value];
    } catch (Throwable $e) {
        $results[] = ['error' => get_class($e) . ': ' . $e->getMessage()];
    }
}
echo json_encode(['results' => $results, 'baseURL' => rtrim($config->baseURL, '/') . '/', 'indexPage' => $config->indexPage], JSON_UNESCAPED_SLASHES);
`;
}
