// The part of the CodeIgniter 4 comparison scripts that prepares the real thing: the app copied to a scratch folder
// (nothing in the app's folder is written), its configs upgraded to the framework checkout's when asked, and the PHP
// prelude that boots the copy's own config on the framework's `system/` in console mode, `$routes` loaded.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseArgs } from 'node:util';

/** The options both comparison scripts take (parseArgs form). */
export const COMMON_OPTIONS = {
  system: { type: 'string' },
  env: { type: 'string' },
  host: { type: 'string' },
  keep: { type: 'boolean' },
  'upgrade-config': { type: 'boolean' },
  define: { type: 'string', multiple: true },
};

/**
 * A comparison script's start: its command line (APP_DIR and `--system` required, else the usage line and exit 2),
 * the app copied and ready to boot, the ENVIRONMENT (production unless `--env`) and the `--define`s for routelens.
 */
export function setUp(usage, options = {}) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { ...COMMON_OPTIONS, ...options } });
  const app = positionals[0] && path.resolve(positionals[0]);
  if (!app || !values.system) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  const environment = values.env ?? 'production';
  const { scratch, copy } = prepareApp(app, { system: values.system, upgradeConfig: values['upgrade-config'] });
  const defines = { ENVIRONMENT: environment };
  for (const d of values.define ?? []) defines[d.slice(0, d.indexOf('='))] = d.slice(d.indexOf('=') + 1);
  return { values, app, environment, scratch, copy, defines };
}

/** Copies APP into a scratch folder ready to boot; returns the scratch folder and the copy. */
export function prepareApp(app, { system, upgradeConfig }) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ci4-compare-'));
  const copy = path.join(scratch, 'app-root');
  fs.cpSync(app, copy, { recursive: true, filter: (src) => !/[\\/](\.git|node_modules)$/.test(src) });
  fs.mkdirSync(path.join(copy, 'writable', 'cache'), { recursive: true });
  fs.mkdirSync(path.join(copy, 'writable', 'logs'), { recursive: true });
  fs.mkdirSync(path.join(copy, 'public'), { recursive: true });
  if (upgradeConfig) {
    // An app written for an older CodeIgniter 4 may not boot: the checkout's configs replace its own, but for those the
    // route table and the routing depend on, as an upgrade would.
    const starter = path.join(path.resolve(system), '..', 'app', 'Config');
    const keep = new Set(['Routes.php', 'Routing.php', 'Autoload.php', 'Modules.php', 'Feature.php', 'Constants.php', 'Filters.php']);
    for (const name of fs.readdirSync(starter)) {
      if (keep.has(name) && fs.existsSync(path.join(copy, 'app', 'Config', name))) continue;
      fs.cpSync(path.join(starter, name), path.join(copy, 'app', 'Config', name), { recursive: true });
    }
    // An Autoload config from before helpers could be autoloaded lacks the property the framework reads.
    const autoload = path.join(copy, 'app', 'Config', 'Autoload.php');
    const text = fs.readFileSync(autoload, 'utf8');
    if (!/\$helpers\b/.test(text)) fs.writeFileSync(autoload, text.replace(/(class Autoload extends AutoloadConfig\s*\{)/, '$1\n    public $helpers = [];'));
  }
  return { scratch, copy };
}

/** PHP that boots the app at `$argv[1]` on the framework at `$argv[2]` under ENVIRONMENT `$argv[3]`, Host `$argv[4]`. */
export const BOOT = String.raw`
[$root, $system, $env, $host] = [$argv[1], $argv[2], $argv[3], $argv[4] ?? ''];
define('ENVIRONMENT', $env);
$_SERVER['CI_ENVIRONMENT'] = $env;
if ($host !== '') { $_SERVER['HTTP_HOST'] = $host; } else { unset($_SERVER['HTTP_HOST']); }
chdir($root . '/public');
define('FCPATH', $root . '/public' . DIRECTORY_SEPARATOR);
require $root . '/app/Config/Paths.php';
$paths = new Config\Paths();
$paths->systemDirectory = $system;
$paths->appDirectory = $root . '/app';
$paths->writableDirectory = $root . '/writable';
require $system . '/Boot.php';
CodeIgniter\Boot::bootConsole($paths);
$routes = service('routes');
`;
