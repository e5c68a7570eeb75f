// `routelens links` on a generated CodeIgniter 3 app of 2,000 views (about 12,000 links: routes, automatic URLs,
// forms, assets, unknown parts), whole process, as a ratio to a bare `node -e 0` after the time to read the views
// (a `node` that walks the app and reads every view) is taken off: what the links cost beyond reading the files,
// against the command line's start target for a PHP app. Medians of alternated rounds.

import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const CONTROLLERS = 100;
const METHODS = 5;

/** The app's files: routes.php with 50 routes, 100 controllers of 5 methods, `views` views of six links each. */
export function generateLinksApp(views: number): Record<string, string> {
  const files: Record<string, string> = {};
  const routes = ["<?php\n$route['default_controller'] = 'home';\n$route['404_override'] = '';"];
  for (let i = 0; i < 50; i++) routes.push(`$route['page${i}/(:num)'] = 'section${i}/show/$1';`);
  files['application/config/routes.php'] = routes.join('\n') + '\n';
  files['application/config/constants.php'] = "<?php\ndefine('SITE_AREA', 'admin');\n";
  for (let c = 0; c < CONTROLLERS; c++) {
    const methods = Array.from(
      { length: METHODS },
      (_, m) => `    public function ${m === 0 ? 'index' : m === 1 ? 'show' : `action${m}`}($id = null)\n    {\n    }\n`,
    );
    files[`application/controllers/Section${c}.php`] = `<?php\nclass Section${c} extends CI_Controller\n{\n${methods.join('\n')}}\n`;
  }
  files['application/controllers/Home.php'] = '<?php\nclass Home extends CI_Controller\n{\n    public function index()\n    {\n    }\n}\n';
  for (let v = 0; v < views; v++) {
    const c = v % CONTROLLERS;
    files[`application/views/section${c}/view${v}.php`] = [
      '<div class="page">',
      `  <h1><?php echo html_escape($title); ?></h1>`,
      `  <a href="<?php echo site_url('section${c}/show/${v}'); ?>">Show</a>`,
      `  <?php echo anchor('page${v % 50}/${v}', 'Page'); ?>`,
      `  <?php echo anchor(SITE_AREA . '/section${c}', 'Admin'); ?>`,
      `  <a href="<?php echo site_url('section${c}/action2/' . $item->id); ?>">Item</a>`,
      `  <?php echo form_open('section${c}/action3'); ?>`,
      `    <input name="q" value="<?php echo html_escape($q); ?>"><button>Go</button>`,
      '  <?php echo form_close(); ?>',
      `  <img src="<?php echo base_url('assets/img/section${c}.png'); ?>" alt="">`,
      '  <?php foreach ($rows as $row): ?>',
      '    <p><?php echo html_escape($row->name); ?></p>',
      '  <?php endforeach; ?>',
      '</div>',
      '',
    ].join('\n');
  }
  return files;
}

function timeOf(args: string[]): number {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (result.status !== 0 && result.status !== 1 && !(args.length === 2 && args[1] === '0'))
    throw new Error(`${args.join(' ')}: exit ${result.status} ${result.stderr}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** A script that walks a folder and reads every `.php` file in it, as the command's scan does. */
const READ_VIEWS = `const fs=require('fs'),p=require('path');let n=0;const walk=(d)=>{for(const e of fs.readdirSync(d,{withFileTypes:true})){const f=p.join(d,e.name);if(e.isDirectory())walk(f);else if(f.endsWith('.php'))n+=fs.readFileSync(f,'utf8').length;}};walk(process.argv[1]);`;

export function linksStart(
  root: string,
  views = 2_000,
  rounds = 5,
): { links_views: number; links_count: number; node_ms: number; read_views_ms: number; links_ms: number; cli_links_ratio: number } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'routelens-links-'));
  try {
    for (const [name, text] of Object.entries(generateLinksApp(views))) {
      fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
      fs.writeFileSync(path.join(folder, name), text);
    }
    const bin = path.join(root, 'server/bin/routelens.js');
    const listed = spawnSync(process.execPath, [bin, 'links', '--format', 'json', folder], { encoding: 'utf8', maxBuffer: 1 << 28 });
    const count = (JSON.parse(listed.stdout) as { links: unknown[] }).links.length;
    const samples: Record<string, number[]> = { node: [], read: [], links: [] };
    for (let round = 0; round < rounds; round++) {
      samples.node.push(timeOf(['-e', '0']));
      samples.read.push(timeOf(['-e', READ_VIEWS, folder]));
      samples.links.push(timeOf([bin, 'links', '--format', 'json', folder]));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const node = median(samples.node);
    const read = Math.max(0, median(samples.read) - node);
    const links = median(samples.links);
    return {
      links_views: views,
      links_count: count,
      node_ms: Math.round(node),
      read_views_ms: Math.round(read),
      links_ms: Math.round(links),
      cli_links_ratio: Math.round(((links - read) / node) * 100) / 100,
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
