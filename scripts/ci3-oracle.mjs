// The part of the CodeIgniter 3 comparison scripts that runs the real thing: a copy of the app whose CodeIgniter.php
// prints the class, method and arguments it would run (show_404/show_error their status) instead of running the
// controller, autoloaded libraries and models emptied so that no database is needed; a request asked through its
// front controller in CLI mode; and both answers as comparable text.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** A module of the build (`server/out/src/…`), for the scripts' side of a comparison. */
export function built(module) {
  return require(path.join(ROOT, 'server/out/src', module));
}

/** The command line: APP_DIR (which must exist, else the usage line and exit 2), and `--name value` options. */
export function commandLine(usage) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const app = path.resolve(args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? '');
  if (!fs.existsSync(app)) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  return { args, option, app };
}

/** Inserts `text` after the `{` that opens `function name(` in `source`. */
function intoFunction(source, name, text) {
  const at = source.indexOf(`function ${name}(`);
  const brace = source.indexOf('{', at);
  return source.slice(0, brace + 1) + '\n\t\t' + text + '\n' + source.slice(brace + 1);
}

/** Copies `app` to `copy` and patches the copy (see above). */
export function patchCopy(app, copy) {
  fs.cpSync(app, copy, { recursive: true, verbatimSymlinks: true });
  const files = [];
  const stack = [copy];
  while (stack.length) {
    const dir = stack.pop();
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'vendor') stack.push(path.join(dir, entry.name));
      else files.push(path.join(dir, entry.name));
    }
  }
  const found = (name) => {
    const file = files.find((f) => path.basename(f) === name && /[\\/](system|ci3)[\\/]core$/.test(path.dirname(f)));
    if (!file) throw new Error(`no system/core/${name} in ${app}`);
    return file;
  };
  const core = found('CodeIgniter.php');
  let source = fs.readFileSync(core, 'utf8');
  const hook = "$EXT->call_hook('pre_controller');";
  const report =
    "$__r = new ReflectionClass($class); echo json_encode(array('status' => 200, 'class' => $class, 'method' => $method, 'params' => array_values($params), 'file' => $__r->getFileName())), \"\\n\"; exit(0);\n\t";
  source = source.replace(hook, report + hook);
  fs.writeFileSync(core, source);
  const common = found('Common.php');
  let helpers = fs.readFileSync(common, 'utf8');
  helpers = intoFunction(helpers, 'show_404', 'echo json_encode(array(\'status\' => 404)), "\\n"; exit(0);');
  helpers = intoFunction(helpers, 'show_error', 'echo json_encode(array(\'status\' => 500)), "\\n"; exit(0);');
  fs.writeFileSync(common, helpers);
  for (const file of files.filter((f) => path.basename(f) === 'autoload.php' && path.basename(path.dirname(f)) === 'config'))
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace(/\$autoload\['(libraries|model|drivers)'\]\s*=\s*array\([^;]*\);/g, "$autoload['$1'] = array();"),
    );
}

/** What the patched copy runs for `verb url` (its front controller in `front`). */
export function runRequest(front, verb, url) {
  const php = spawnSync('php', ['index.php', ...url.split('/').filter(Boolean)], {
    cwd: front,
    env: { ...process.env, CI_ENV: 'production', REQUEST_METHOD: verb },
    encoding: 'utf8',
  });
  try {
    return JSON.parse(php.stdout.trim().split('\n').at(-1));
  } catch {
    return { status: 'no answer', output: (php.stdout + php.stderr).slice(-200) };
  }
}

const callText = (file, root, cls, method, params) => `${path.relative(root, file)} ${cls}::${method}(${JSON.stringify(params)})`.toLowerCase();

/** routelens' answer (a resolution of db/requests.ts) as text: the call, or the status. */
export function oursText(r, app) {
  return r.status === 200 && r.runs
    ? callText(r.runs.file, app, r.runs.class, r.runs.method, r.runs.method === '_remap' ? [r.runs.remapped, r.runs.args] : r.runs.args)
    : String(r.status);
}

/** CodeIgniter's answer as text, the same way. */
export function theirsText(theirs, copy) {
  return theirs.status === 200 ? callText(theirs.file, copy, theirs.class, theirs.method, theirs.params) : String(theirs.status);
}
