#!/usr/bin/env node
// Compares `routelens links` on a CodeIgniter 3 app with CodeIgniter 3 itself: each link whose arguments routelens
// reads whole is evaluated by the app's own `system/helpers` (site_url, base_url, anchor, anchor_popup, redirect,
// form_open, with CI_Config reading the app's config.php and its constants), and the URL it makes must be the path
// routelens gives; then every such path is asked of the app's own router, as scripts/ci3-compare.mjs asks it, and
// what runs must be what routelens says. Run it by hand on apps you have (with their `system/`):
//
//   node scripts/ci3-links-compare.mjs APP_DIR [--front DIR] [--show]
//
// Prints each difference, then one summary line; exits 1 when there is a difference. Build first (`npx tsc -b`).
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { built, commandLine, oursText, patchCopy, runRequest, theirsText } from './ci3-oracle.mjs';

const { analyzeAppAround } = built('db/project.js');
const { appRequests } = built('db/requests.js');
const { allLinks } = built('features/links.js');

const { args, option, app } = commandLine('node scripts/ci3-links-compare.mjs APP_DIR [--front DIR] [--show]');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'routelens-ci3-links-'));
const copy = path.join(scratch, 'app');

/** PHP that evaluates each call of the JSON file `$argv[5]` with CodeIgniter's helpers, and prints the URLs made. */
const EVALUATE = String.raw`<?php
[, $root, $system, $appDir, $calls, $helper] = $argv;
error_reporting(E_ALL & ~E_DEPRECATED & ~E_NOTICE & ~E_WARNING);
define('ENVIRONMENT', 'production');
define('BASEPATH', $system . '/');
define('APPPATH', $appDir . '/');
define('FCPATH', $root . '/');
define('VIEWPATH', APPPATH . 'views/');
define('SELF', 'index.php');
define('SYSDIR', basename($system));
$_SERVER['HTTP_HOST'] = 'localhost';
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['REQUEST_URI'] = '/';
if (file_exists(APPPATH . 'config/constants.php')) require_once APPPATH . 'config/constants.php';
// The functions the front controller declares (an env() that config.php calls), then the constants it defines on a
// line of their own (an app's version or debug flag, read by its config.php).
$front = (string) @file_get_contents($root . '/index.php');
preg_match_all('/^function\s+(\w+)\s*\(.*?^\}/ms', $front, $found, PREG_SET_ORDER);
foreach ($found as [$code, $name]) if (! function_exists($name)) eval($code);
preg_match_all("/^\s*define\(\s*'(\w+)'\s*,.*\);\s*$/m", $front, $found, PREG_SET_ORDER);
foreach ($found as [$line, $name]) if (! defined($name) && ! in_array($name, ['ENVIRONMENT', 'BASEPATH', 'APPPATH', 'FCPATH', 'VIEWPATH', 'SELF', 'SYSDIR'], true)) { try { eval($line); } catch (Throwable $e) {} }
require_once BASEPATH . 'core/Common.php';
$CFG =& load_class('Config', 'core');
$CFG->set_item('csrf_protection', FALSE);
class LinkRedirect extends Exception {}
class LinkOracleInstance { public $config; }
$GLOBALS['LINK_CI'] = new LinkOracleInstance();
$GLOBALS['LINK_CI']->config = $CFG;
function &get_instance() { return $GLOBALS['LINK_CI']; }
require $helper;
require BASEPATH . 'helpers/form_helper.php';
$results = [];
foreach (json_decode(file_get_contents($calls), true) as $source) {
    try {
        $results[] = ['value' => eval('return ' . $source . ';')];
    } catch (LinkRedirect $e) {
        $results[] = ['value' => $e->getMessage()];
    } catch (Throwable $e) {
        $results[] = ['error' => get_class($e) . ': ' . $e->getMessage()];
    }
}
echo json_encode(['results' => $results, 'base' => $CFG->slash_item('base_url'), 'indexPage' => $CFG->item('index_page')], JSON_UNESCAPED_SLASHES);
`;

function main() {
  patchCopy(app, copy);
  const front = path.join(copy, path.relative(app, path.resolve(app, option('--front', '.'))));
  const { snapshot } = analyzeAppAround(app, {});
  const requests = appRequests(snapshot);
  if (!requests) throw new Error(`no controllers found in ${app}`);
  const links = allLinks(snapshot);
  // Links read whole: literal paths (a variable in a query string, which routelens cuts off, cannot be evaluated here).
  // The call with its URL argument only (a title or attributes may call the app's own functions).
  const sourceOf = (l) => `${l.call}(${l.target.start === l.span.start ? '' : snapshot.text(l.file).slice(l.target.start, l.target.end)})`;
  const whole = links.filter((l) => l.status !== 'unknown' && l.status !== 'external' && !sourceOf(l).includes('$'));
  const core = path.dirname(
    execFileSync('find', [copy, '-path', '*/core/Common.php', '-not', '-path', '*/vendor/*'], { encoding: 'utf8' }).trim().split('\n')[0],
  );
  const system = path.dirname(core);
  const application = path.join(
    copy,
    path.relative(app, path.dirname(path.dirname(path.dirname(snapshot.analyses.find((a) => /config[\\/]routes\.php$/.test(a.entry)).entry)))),
    'application',
  );
  // CodeIgniter's redirect() sends a header and exits: the copy's throws the URL instead.
  const helper = path.join(scratch, 'url_helper.php');
  const text = fs.readFileSync(path.join(system, 'helpers', 'url_helper.php'), 'utf8');
  fs.writeFileSync(helper, text.replace(/header\('(?:Refresh:0;url=|Location: )'\.\$uri(?:, TRUE, \$code)?\);/g, 'throw new LinkRedirect($uri);'));
  const script = path.join(scratch, 'links.php');
  fs.writeFileSync(script, EVALUATE);
  const callsFile = path.join(scratch, 'calls.json');
  fs.writeFileSync(callsFile, JSON.stringify(whole.map(sourceOf)));
  const real = JSON.parse(execFileSync('php', [script, front, system, application, callsFile, helper], { encoding: 'utf8', maxBuffer: 1 << 28 }));
  const pathOf = (url) => {
    let rest = url.startsWith(real.base) ? url.slice(real.base.length - 1) : url;
    const index = real.indexPage;
    if (index && (rest === `/${index}` || rest.startsWith(`/${index}/`))) rest = rest.slice(index.length + 1) || '/';
    return rest.replace(/[?#].*$/, '') || '/';
  };
  let differences = 0;
  let routed = 0;
  let skipped = 0;
  for (const [i, link] of whole.entries()) {
    const theirs = real.results[i];
    const where = `${path.relative(app, link.file)}:${snapshot.lineOf(link.file, link.target.start)} ${sourceOf(link)}`;
    // A query string or fragment routelens cuts off may call the app's own functions: not evaluable here.
    if (/undefined function|Undefined variable/.test(theirs.error ?? '')) {
      skipped++;
      continue;
    }
    const value = typeof theirs.value === 'string' ? (/ (?:href|action)="([^"]*)"/.exec(theirs.value)?.[1] ?? theirs.value) : undefined;
    if (value === undefined || pathOf(value) !== link.path) {
      differences++;
      console.log(`${where}:\n  CodeIgniter ${JSON.stringify(theirs)}\n  routelens   ${link.status} ${link.path}`);
      continue;
    }
    if (link.verb === null || (link.status !== 'reaches' && link.status !== 'dead')) continue;
    routed++;
    const ours = oursText(requests.resolve(link.verb, link.path), app);
    const real2 = theirsText(runRequest(front, link.verb, link.path), copy);
    if (ours !== real2) {
      differences++;
      console.log(`${where}: ${link.verb} ${link.path}\n  routelens:   ${ours}\n  CodeIgniter: ${real2}`);
    } else if (args.includes('--show')) console.log(`${where}: ${link.status} ${link.path} → ${ours}`);
  }
  const counts = {};
  for (const l of links) counts[l.status] = (counts[l.status] ?? 0) + 1;
  console.log(
    `${path.basename(app)}: ${links.length} links (${Object.entries(counts)
      .map(([s, n]) => `${n} ${s}`)
      .join(', ')}); ${whole.length - skipped} evaluated by CodeIgniter, ${routed} routed by it, ${differences} difference${differences === 1 ? '' : 's'}`,
  );
  return differences ? 1 : 0;
}

let code = 2;
try {
  code = main();
} catch (error) {
  console.error(`ci3-links-compare: ${error.message}`);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
process.exitCode = code;
