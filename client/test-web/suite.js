// The e2e suite, written against the public `vscode` API only, so that it runs in any VS Code host: here in
// the VS Code OSS web build (the extension host is a Web Worker), and in desktop VS Code with @vscode/test-electron.
const vscode = require('vscode');

const TIMEOUT = 60000;

async function until(what, probe) {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() - started > TIMEOUT) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

/**
 * Asks the runner for a screenshot of the workbench once `selector` is visible there; the runner answers when it
 * was taken. Fails when the element never showed.
 */
async function screenshot(name, selector, action) {
  const config = vscode.Uri.joinPath(vscode.workspace.workspaceFolders[0].uri, '.e2e.json');
  const { screenshots } = JSON.parse(new TextDecoder().decode(await vscode.workspace.fs.readFile(config)));
  const response = await fetch(`${screenshots}/screenshot?name=${encodeURIComponent(name)}&selector=${encodeURIComponent(selector)}${action ? `&action=${encodeURIComponent(action)}` : ''}`);
  const said = await response.text();
  check(said === 'shown', `screenshot '${name}': ${said}`);
}

async function openFixture(name) {
  const folder = vscode.workspace.workspaceFolders[0].uri;
  const document = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(folder, name));
  await vscode.window.showTextDocument(document);
  return document;
}

async function runTable(tests) {
  const failures = [];
  let passed = 0;
  for (const [name, test] of Object.entries(tests)) {
    try {
      await test();
      passed++;
      console.log(`ok - ${name}`);
    } catch (error) {
      failures.push(name);
      console.error(`not ok - ${name}: ${error && error.stack ? error.stack : error}`);
    }
  }
  console.log(`vscode e2e: ${passed} passed, ${failures.length} failed`);
  if (failures.length) throw new Error(`${failures.length} e2e tests failed: ${failures.join('; ')}`);
}


const hoverText = (hovers) => hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');

const tests = {
  async 'the extension activates'() {
    const extension = vscode.extensions.getExtension('routelens.routelens');
    check(extension, 'the extension is installed');
    await extension.activate();
    check(extension.isActive, 'the extension is active');
  },

  async 'diagnostics include block-non-array on the block() line'() {
    const document = await openFixture('routes.ts');
    const diagnostics = await until('block-non-array', () => {
      const found = vscode.languages.getDiagnostics(document.uri).filter((d) => String(d.code?.value ?? d.code) === 'block-non-array');
      return found.length ? found : undefined;
    });
    const line = document.getText().split('\n').findIndex((l) => l.includes('Route.block('));
    check(diagnostics[0].range.start.line === line, `block-non-array on line ${diagnostics[0].range.start.line}, expected ${line}`);
    await vscode.commands.executeCommand('workbench.actions.view.problems');
    await screenshot('diagnostics', '.markers-panel .monaco-list-row');
    await vscode.commands.executeCommand('workbench.action.closePanel');
  },

  async 'hover on resources() shows the seven routes as compact rows, with sample requests on demand'() {
    const document = await openFixture('routes.ts');
    const offset = document.getText().indexOf('Route.resources') + 8;
    const text = await until('a hover', async () => {
      const hovers = await vscode.commands.executeCommand('vscode.executeHoverProvider', document.uri, document.positionAt(offset));
      const markdown = hoverText(hovers);
      return markdown.includes('7 routes') ? markdown : undefined;
    });
    check(text.includes('| GET | `photos/{num}` → `photos/show/$1` |'), `hover rows: ${text}`);
    check((text.match(/`\{num\}` is `\(:num\)`/g) || []).length === 1, `the constraint named once: ${text}`);
    check(text.includes('](command:routelens.sampleRequests?'), `a sample requests link: ${text}`);
    const editor = vscode.window.activeTextEditor;
    editor.selection = new vscode.Selection(document.positionAt(offset), document.positionAt(offset));
    await vscode.commands.executeCommand('editor.action.showHover');
    // The hover is shown with its link rendered (a trusted command link is an anchor in the hover).
    await screenshot('hover', '.monaco-hover .hover-contents a[data-href^="command:routelens.sampleRequests"]');
    // The link's command: the samples in a quick pick; the chosen one goes to Find Route, shown in the route view.
    const pending = vscode.commands.executeCommand('routelens.sampleRequests', document.uri.toString(), { line: document.positionAt(offset).line, character: document.positionAt(offset).character });
    await screenshot('sample-requests', '.quick-input-widget .monaco-list-row');
    await vscode.commands.executeCommand('workbench.action.acceptSelectedQuickOpenItem');
    const samples = await pending;
    check(Array.isArray(samples) && samples.length === 7 && samples.some((s) => s.url === '/photos/42/edit' && s.target === 'photos/edit/42'), `samples: ${JSON.stringify(samples)}`);
    await screenshot('sample-request-match', 'iframe.webview.ready |> #active-frame |> tr.winner');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  },

  async 'definition of named() goes to the as: that defines it'() {
    const document = await openFixture('routes.ts');
    const offset = document.getText().indexOf("named('login')") + 8;
    const locations = await until('a definition', async () => {
      const found = await vscode.commands.executeCommand('vscode.executeDefinitionProvider', document.uri, document.positionAt(offset));
      return found && found.length ? found : undefined;
    });
    const location = locations[0];
    const uri = location.uri ?? location.targetUri;
    const range = location.range ?? location.targetRange;
    check(uri.path.endsWith('/auth.ts'), `definition in ${uri.toString()}`);
    check(range.start.line === 4, `definition on line ${range.start.line}`);
  },

  async 'inlay hints show the final URI of a prefixed route'() {
    // The hover of the test before would cover the line.
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    const document = await openFixture('routes.ts');
    const line = document.lineAt(document.getText().split('\n').findIndex((l) => l.includes("Route.get('stats'")));
    const hints = await until('an inlay hint', async () => {
      const found = await vscode.commands.executeCommand('vscode.executeInlayHintProvider', document.uri, line.range);
      return found && found.length ? found : undefined;
    });
    const label = hints.map((h) => (typeof h.label === 'string' ? h.label : h.label.map((p) => p.value).join(''))).join(' ');
    check(label === '→ admin/stats', `inlay hints: ${label}`);
    await vscode.window.showTextDocument(document, { selection: new vscode.Range(line.range.start, line.range.start) });
    await screenshot('inlay-hints', '.view-lines');
  },

  async 'the route view: table order by default, settings apart, live refresh, Find Route kept in the view'() {
    const document = await openFixture('routes.ts');
    const rows = await vscode.commands.executeCommand('routelens.showRoutes');
    // auth.ts gives two routes, resources() seven and the prefix one; the non-array block() blocks nothing.
    check(Array.isArray(rows) && rows.length === 10, `Show Routes gave ${rows && rows.length} rows`);
    check(rows.some((r) => r.verb === 'GET' && r.from === 'photos/(:num)' && r.to === 'photos/show/$1'), 'the table has the show route');
    check(rows.map((r) => r.order).join(',') === '1,2,3,4,5,6,7,8,9,10', `table order: ${rows.map((r) => r.order)}`);
    const view = 'iframe.webview.ready |> #active-frame |> ';
    // The # column is sorted ascending (▲) by default; the first row is route #1.
    await screenshot('routes', `${view}th[data-k="order"][aria-sort="ascending"]`);
    await screenshot('routes-first-row', `${view}tbody tr.group + tr td.order:text-is("1")`);
    await screenshot('routes-facets', `${view}.facet[data-verb="DELETE"][aria-pressed="true"]`);
    // The controls: a verb facet hides its rows; grouping by prefix; the # header sorts descending on a second click.
    await screenshot('routes-facet-click', `${view}.facet[data-verb="DELETE"]`, 'click');
    await screenshot('routes-facet-off', `${view}#count:text-is("9 of 10 routes")`);
    await screenshot('routes-facet-click-again', `${view}.facet[data-verb="DELETE"][aria-pressed="false"]`, 'click');
    await screenshot('routes-facet-on', `${view}#count:text-is("10 routes")`);
    // The text filter (typed into the search box by the runner's fill action).
    await screenshot('routes-filter-type', `${view}#search`, 'fill:stats');
    await screenshot('routes-filtered', `${view}#count:text-is("1 of 10 routes")`);
    await screenshot('routes-filter-clear', `${view}#search`, 'fill:');
    await screenshot('routes-unfiltered', `${view}#count:text-is("10 routes")`);
    // One table per routes file by default (here one file: one group).
    await screenshot('routes-default-group', `${view}tr.group th:text-is("routes.ts (10)")`);
    await screenshot('routes-group-select', `${view}#group`, 'select:prefix');
    await screenshot('routes-grouped', `${view}tr.group th:text-is("photos (7)")`);
    await screenshot('routes-group-none', `${view}#group`, 'select:none');
    await screenshot('routes-sort-click', `${view}th[data-k="order"]`, 'click');
    await screenshot('routes-sorted-desc', `${view}th[data-k="order"][aria-sort="descending"]`);
    await screenshot('routes-sorted-desc-first', `${view}tbody tr:first-child td.order:text-is("10")`);
    await screenshot('routes-sort-back', `${view}th[data-k="order"]`, 'click');
    await screenshot('routes-sorted-asc', `${view}th[data-k="order"][aria-sort="ascending"]`);
    // default_controller is a setting, shown apart, not a row.
    await screenshot('routes-settings', `${view}#settings code:text-is("default_controller")`);
    check(!rows.some((r) => r.from === 'default_controller'), 'the setting is not a route row');
    // An unsaved edit that adds a route: the open view refreshes by itself (the server announces the change).
    const line = document.getText().split('\n').findIndex((l) => l.includes('Route.block('));
    const edit = new vscode.WorkspaceEdit();
    edit.insert(document.uri, new vscode.Position(line, 0), "Route.get('reports', 'admin/reports');\n");
    check(await vscode.workspace.applyEdit(edit), 'the edit applied');
    await screenshot('routes-refreshed', `${view}body[data-count="11"] tbody tr td code:text-is("reports")`);
    const undo = new vscode.WorkspaceEdit();
    undo.delete(document.uri, new vscode.Range(line, 0, line + 1, 0));
    check(await vscode.workspace.applyEdit(undo), 'the edit undone');
    await screenshot('routes-refreshed-back', `${view}body[data-count="10"]`);
    // Find Route: the answer stays in the view, the winning row highlighted.
    const match = await vscode.commands.executeCommand('routelens.findRoute', 'GET', '/photos/12');
    check(match && match.target === 'photos/show/12', `matched ${JSON.stringify(match)}`);
    await screenshot('find-route', `${view}tr.winner td code:has-text("photos/(:num)")`);
    await screenshot('find-route-explained', `${view}#match:has-text("the first of the")`);
    const none = await vscode.commands.executeCommand('routelens.findRoute', 'GET', '/nowhere/at/all/x/y/z');
    check(none === null, `no match: ${JSON.stringify(none)}`);
    await screenshot('find-route-none', `${view}#match.none:has-text("No route matches")`);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  },

  async 'a call\'s lens opens the view with that call\'s routes only'() {
    const document = await openFixture('routes.ts');
    const lenses = await until('the lenses', async () => {
      const found = await vscode.commands.executeCommand('vscode.executeCodeLensProvider', document.uri);
      return found && found.some((l) => l.command && l.command.title === '7 routes') ? found : undefined;
    });
    const lens = lenses.find((l) => l.command.title === '7 routes');
    const rows = await vscode.commands.executeCommand(lens.command.command, ...lens.command.arguments);
    check(rows.length === 7 && rows.every((r) => r.from.startsWith('photos')), `the call's routes: ${JSON.stringify(rows.map((r) => r.from))}`);
    const view = 'iframe.webview.ready |> #active-frame |> ';
    await screenshot('lens-focus', `${view}#count:text-is("7 of 10 routes")`);
    await screenshot('lens-focus-all', `${view}#focus button`, 'click');
    await screenshot('lens-focus-cleared', `${view}#count:text-is("10 routes")`);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  },

  async 'the quick fix of an undefined PHP constant defines it, and the routes follow'() {
    // Last: it adds a PHP app to the workspace for its own use, and removes it again.
    const folder = vscode.workspace.workspaceFolders[0].uri;
    const uri = vscode.Uri.joinPath(folder, 'php-app/application/config/routes.php');
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode("<?php\n$route[SITE_AREA . '/reports'] = 'reports/index';\n"));
    try {
      const document = await vscode.workspace.openTextDocument(uri);
      await vscode.window.showTextDocument(document);
      const diagnostic = await until('the undefined constant', () => vscode.languages.getDiagnostics(uri).find((d) => String(d.code?.value ?? d.code) === 'not-evaluable' && d.message.includes('SITE_AREA')));
      const actions = await vscode.commands.executeCommand('vscode.executeCodeActionProvider', uri, diagnostic.range);
      const fix = actions.find((a) => a.title === 'Define SITE_AREA in the routelens.defines setting');
      check(fix && fix.command && fix.command.command === 'routelens.addDefine', `the quick fix: ${JSON.stringify(actions.map((a) => a.title))}`);
      // The command asks for the value; the test gives it as the second argument.
      await vscode.commands.executeCommand(fix.command.command, ...fix.command.arguments, 'admin');
      check(vscode.workspace.getConfiguration('routelens').get('defines').SITE_AREA === 'admin', 'the setting holds the value');
      await until('the diagnostic to go', () => !vscode.languages.getDiagnostics(uri).some((d) => d.message.includes('SITE_AREA')));
      const rows = await vscode.commands.executeCommand('routelens.showRoutes');
      check(rows.some((r) => r.from === 'admin/reports' && r.to === 'reports/index'), `the route with the constant: ${JSON.stringify(rows.map((r) => r.from))}`);
    } finally {
      await vscode.workspace.getConfiguration('routelens').update('defines', undefined, vscode.ConfigurationTarget.Workspace);
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
      await vscode.workspace.fs.delete(vscode.Uri.joinPath(folder, 'php-app'), { recursive: true });
    }
  },
};


// The second table runs on a plain CodeIgniter 3 app (test-fixtures/ci3-resolution/plain): the web client hands the
// server the app's controllers too, so controller checks, the exposure lenses and diagnostics, and Find Route's
// "runs" answer are those of the CLI.
const phpTests = {
  async 'the extension activates'() {
    const extension = vscode.extensions.getExtension('routelens.routelens');
    await extension.activate();
    check(extension.isActive, 'the extension is active');
  },

  async 'a controller shows how URLs reach each method (lenses) and the findings (diagnostics)'() {
    const document = await openFixture('application/controllers/Shop.php');
    const diagnostics = await until('the exposure findings', () => {
      const found = vscode.languages.getDiagnostics(document.uri).map((d) => `${d.range.start.line + 1} ${String(d.code?.value ?? d.code)}`);
      return found.includes('5 verb-bypass') ? found : undefined;
    });
    // What the automatic URL evades (an argument shape, a verb); methods only automatic routing reaches are the audit's alone.
    check(diagnostics.sort().join(',') === '4 constraint-bypass,5 verb-bypass', `findings: ${diagnostics}`);
    const lenses = await until('the lenses', async () => {
      const found = await vscode.commands.executeCommand('vscode.executeCodeLensProvider', document.uri);
      return found && found.length === 5 ? found : undefined;
    });
    const titles = lenses.map((l) => `${l.range.start.line + 1} ${l.command && l.command.title}`).join('; ');
    check(titles === '3 auto-routed; 4 2 routes · auto-routed; 5 1 route · auto-routed; 6 auto-routed; 10 auto-routed', `lenses: ${titles}`);
    await screenshot('exposure-lenses', '.codelens-decoration:has-text("2 routes")');
    // One count everywhere: the status item counts the $route lines the route view lists.
    await screenshot('status-count', '.statusbar-item:has-text("6 routes")');
  },

  async 'a route target resolves to its controller method (no false unknown-controller)'() {
    const document = await openFixture('application/config/routes.php');
    const diagnostics = await until('the route diagnostics', () => {
      const found = vscode.languages.getDiagnostics(document.uri).map((d) => String(d.code?.value ?? d.code));
      return found.includes('block-serves-default') ? found : undefined;
    });
    // 'shop/nowhere' is the one target that resolves to no method: the others are found in the controllers.
    check(diagnostics.filter((c) => c.startsWith('unknown-')).join(',') === 'unknown-action', `controller checks: ${diagnostics}`);
    const offset = document.getText().indexOf("'shop/view/$1'") + 3;
    const hovers = await vscode.commands.executeCommand('vscode.executeHoverProvider', document.uri, document.positionAt(offset));
    const text = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
    check(text.includes('`application/controllers/Shop.php` (the application)') || text.includes('Shop.php'), `target hover: ${text}`);
  },

  async 'Find Route says what runs, as routelens match does'() {
    const match = await vscode.commands.executeCommand('routelens.findRoute', 'GET', 'https://shop.example/orders?page=2');
    check(match === null, `GET /orders matches no route: ${JSON.stringify(match)}`);
    const view = 'iframe.webview.ready |> #active-frame |> ';
    await screenshot('find-route-runs', `${view}#match:has-text("Errors::page_missing() as the 404_override")`);
    const routed = await vscode.commands.executeCommand('routelens.findRoute', 'POST', '/orders');
    check(routed && routed.target === 'shop/create', `POST /orders: ${JSON.stringify(routed)}`);
    await screenshot('find-route-runs-route', `${view}#match:has-text("Shop::create() by the route")`);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  },

  async 'the Problems panel equals routelens check --json; the status item and the view count what the CLI lists'() {
    const count = await problemsEqualCheck(['application/config/routes.php']);
    check(count > 0, 'the app has diagnostics to compare');
    const { truth } = await e2eConfig();
    await screenshot('ci3-status', `.statusbar-item:has-text("${truth.routes} routes")`);
    const rows = await vscode.commands.executeCommand('routelens.showRoutes');
    check(rows.length === truth.routes, `the view lists ${rows.length} routes, the CLI ${truth.routes}`);
    await screenshot('ci3-view-count', `iframe.webview.ready |> #active-frame |> #count:text-is("${truth.routes} routes")`);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  },

  async 'a controller changed on disk (not open) reaches the server: its new method clears unknown-action'() {
    const routes = await openFixture('application/config/routes.php');
    const codes = () => vscode.languages.getDiagnostics(routes.uri).map((d) => String(d.code?.value ?? d.code));
    await until('unknown-action on shop/nowhere', () => codes().includes('unknown-action'));
    const folder = vscode.workspace.workspaceFolders[0].uri;
    const shop = vscode.Uri.joinPath(folder, 'application/controllers/Shop.php');
    const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(shop));
    await vscode.workspace.fs.writeFile(shop, new TextEncoder().encode(text.replace('public function index() {}', 'public function index() {}\n    public function nowhere() {}')));
    await until('the unknown-action to go', () => !codes().includes('unknown-action'));
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  },
};


// The third runs on an HMVC app with a module's own routes file (test-fixtures/ci3-resolution/hmvc).
const hmvcTests = {
  async 'each routes file is its own table, named by its path; Find Route uses the module route'() {
    await openFixture('application/config/routes.php');
    // The module's routes file arrives with the workspace's files (read after the open one).
    const rows = await until('both tables', async () => {
      const found = await vscode.commands.executeCommand('routelens.showRoutes');
      return found && found.length === 2 ? found : undefined;
    });
    check(rows.map((r) => r.from).join(',') === 'board,forum/t/(:any)', `rows: ${JSON.stringify(rows.map((r) => r.from))}`);
    const view = 'iframe.webview.ready |> #active-frame |> ';
    await screenshot('tables-count', `${view}#count:text-is("2 tables · 2 routes")`);
    // One table per routes file by default, each headed by its path.
    await screenshot('tables-grouped', `${view}tr.group th:text-is("application/modules/forum/config/routes.php (1)")`);
    // At half width (the view moved beside the routes file): every column, header and cells, inside the view.
    await vscode.commands.executeCommand('workbench.action.moveEditorToRightGroup');
    for (const column of ['order', 'verb', 'from', 'to', 'call', 'where']) await screenshot(`tables-half-width-${column}`, `${view}th[data-k="${column}"]`, 'within');
    await screenshot('tables-half-width', `${view}tbody tr:last-child td:last-child a`, 'within');
    // A choice (no grouping) is kept for the next view.
    await screenshot('tables-group-none', `${view}#group`, 'select:none');
    await screenshot('tables-ungrouped', `${view}tbody:not(:has(tr.group)) tr td.order`);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await vscode.commands.executeCommand('routelens.showRoutes');
    await screenshot('tables-choice-kept', `${view}#group:has(option[value="none"]:checked)`);
    await screenshot('tables-choice-kept-rows', `${view}tbody:not(:has(tr.group)) tr td.order`);
    const match = await vscode.commands.executeCommand('routelens.findRoute', 'GET', '/forum/t/a/b');
    check(match === null, 'no route of the app matches');
    await screenshot('tables-module-route', `${view}#match:has-text("Module route"):has-text("Topics::view")`);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  },
};

/** What the runner wrote for the suite: the screenshot server, the table to run, what the CLI says (`truth`). */
async function e2eConfig() {
  const config = vscode.Uri.joinPath(vscode.workspace.workspaceFolders[0].uri, '.e2e.json');
  return JSON.parse(new TextDecoder().decode(await vscode.workspace.fs.readFile(config)));
}

const SEVERITY_NAMES = ['error', 'warning', 'information', 'hint'];

/**
 * The Problems panel equals `routelens check --json` of the same folder: every file the CLI reports on and every
 * routes file is opened, and the editor's diagnostics of those files (file:line:column severity [code] message)
 * must become exactly the CLI's.
 */
async function problemsEqualCheck(extraFiles) {
  const { truth } = await e2eConfig();
  const line = (file, l, c, severity, code, message) => `${file}:${l}:${c} ${severity} [${code}] ${message}`;
  const expected = truth.diagnostics.map((d) => line(d.file, d.line, d.column, d.severity, d.code, d.message)).sort();
  const files = [...new Set([...truth.diagnostics.map((d) => d.file), ...extraFiles])];
  const folder = vscode.workspace.workspaceFolders[0].uri;
  for (const file of files) await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(vscode.Uri.joinPath(folder, file)), { preview: false });
  const shown = () => files.flatMap((file) => vscode.languages.getDiagnostics(vscode.Uri.joinPath(folder, file)).map((d) =>
    line(file, d.range.start.line + 1, d.range.start.character + 1, SEVERITY_NAMES[d.severity], String(d.code?.value ?? d.code), d.message))).sort();
  try {
    await until('the Problems panel to equal routelens check', () => JSON.stringify(shown()) === JSON.stringify(expected));
  } catch (error) {
    const got = shown();
    throw new Error(`${error.message}\nonly in the editor:\n${got.filter((d) => !expected.includes(d)).join('\n')}\nonly in check:\n${expected.filter((d) => !got.includes(d)).join('\n')}`);
  }
  console.log(`Problems panel = routelens check --json: ${expected.length} diagnostics in ${files.length} files`);
  return expected.length;
}

// The fourth runs on a Bonfire app (test-fixtures/bonfire-app, with a checkout's views, models, helpers, language
// files and assets added by the runner): the editor tells what the CLI tells.
const bonfireTests = {
  async 'the checkout is indexed: how long it took is printed (the figure for the performance notes)'() {
    const extension = vscode.extensions.getExtension('routelens.routelens');
    const api = await extension.activate();
    const indexed = await api.indexed;
    const { truth } = await e2eConfig();
    // A measurement, printed, not a pass mark: speed is judged from these figures, never by a timed test.
    console.log(`indexing the Bonfire checkout: ${indexed.sinceActivation} ms after the extension started; ${indexed.parts.listed} files listed, ${indexed.parts.read} read, ${indexed.files} given to the server; the server's part ${indexed.ms} ms (${JSON.stringify(indexed.parts)})`);
    check(indexed.routes === truth.routes && indexed.entries === 1, `indexed ${indexed.routes} routes in ${indexed.entries} configs; the CLI lists ${truth.routes}`);
    // Views are read for their links (the 420 the runner adds, and the checkout's); models, helpers and language files are not.
    const views = 420;
    check(indexed.parts.read < views + (indexed.parts.listed - views) / 5, `models, helpers and language files are not read: ${indexed.parts.read} of ${indexed.parts.listed} read`);
  },

  async 'at start, with no file open, the Problems panel already equals routelens check --json'() {
    const { truth } = await e2eConfig();
    check(vscode.workspace.textDocuments.every((d) => d.uri.scheme !== vscode.workspace.workspaceFolders[0].uri.scheme || !d.uri.path.endsWith('.php')), 'no PHP file is open');
    const line = (file, l, c, severity, code, message) => `${file}:${l}:${c} ${severity} [${code}] ${message}`;
    const expected = truth.diagnostics.map((d) => line(d.file, d.line, d.column, d.severity, d.code, d.message)).sort();
    const folder = vscode.workspace.workspaceFolders[0].uri.path.replace(/\/$/, '');
    const shown = () => vscode.languages.getDiagnostics().flatMap(([uri, list]) => list.map((d) =>
      line(uri.path.slice(folder.length + 1), d.range.start.line + 1, d.range.start.character + 1, SEVERITY_NAMES[d.severity], String(d.code?.value ?? d.code), d.message))).sort();
    try {
      await until('the Problems panel to list the workspace findings', () => JSON.stringify(shown()) === JSON.stringify(expected));
    } catch (error) {
      const got = shown();
      throw new Error(`${error.message}\nonly in the editor:\n${got.filter((d) => !expected.includes(d)).join('\n')}\nonly in check:\n${expected.filter((d) => !got.includes(d)).join('\n')}`);
    }
    console.log(`Problems panel at start = routelens check --json: ${expected.length} diagnostics, no file open`);
    await vscode.commands.executeCommand('workbench.actions.view.problems');
    await screenshot('bonfire-problems-at-start', '.markers-panel .monaco-list-row');
    await vscode.commands.executeCommand('workbench.action.closePanel');
  },

  async 'the Problems panel equals routelens check --json'() {
    const count = await problemsEqualCheck(['application/config/routes.php']);
    check(count > 0, 'the app has findings to compare');
    await screenshot('bonfire-problems', '.statusbar-item:has-text("routes")');
  },

  async 'the status item, the route view and Find Route give one count; Find Route takes a pasted URL and says what runs'() {
    const { truth } = await e2eConfig();
    const routes = `${truth.routes} routes`;
    await screenshot('bonfire-status', `.statusbar-item:has-text("${routes}")`);
    const rows = await vscode.commands.executeCommand('routelens.showRoutes');
    check(rows.length === truth.routes, `the view lists ${rows.length} routes, the CLI ${truth.routes}`);
    const view = 'iframe.webview.ready |> #active-frame |> ';
    await screenshot('bonfire-view-count', `${view}#count:text-is("${routes}")`);
    const match = await vscode.commands.executeCommand('routelens.findRoute', 'GET', 'https://example.com/blog/42?page=2#top');
    check(match && match.from === 'blog/(:num)', `GET /blog/42: ${JSON.stringify(match)}`);
    await screenshot('bonfire-find-route', `${view}#match:has-text("Blog::post(")`);
    await screenshot('bonfire-find-route-count', `${view}#count:text-is("${routes}")`);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  },

  async 'an unreachable route is marked in the view, which stays usable at half width'() {
    const document = await openFixture('application/config/routes.php');
    const editor = vscode.window.activeTextEditor;
    // An unsaved edit: a route that 'blog/(:num)', earlier in the table, always wins over.
    await editor.edit((edit) => edit.insert(document.positionAt(document.getText().length), "$route['blog/99'] = 'blog/post/99';\n"));
    await until('the unreachable-route diagnostic', () => vscode.languages.getDiagnostics(document.uri).some((d) => String(d.code?.value ?? d.code) === 'unreachable-route'));
    await vscode.commands.executeCommand('routelens.showRoutes');
    const view = 'iframe.webview.ready |> #active-frame |> ';
    await screenshot('bonfire-filter-blog', `${view}#search`, 'fill:blog');
    await screenshot('unreachable', `${view}tr.unreachable:has-text("blog/99") .tag:text-is("unreachable")`);
    await screenshot('bonfire-filter-clear', `${view}#search`, 'fill:');
    // The view beside the editor, at half the width: the table scrolls sideways to its last column, which still sorts.
    await vscode.commands.executeCommand('workbench.action.moveEditorToRightGroup');
    await screenshot('bonfire-narrow-view', `${view}th[data-k="where"]`, 'click');
    await screenshot('narrow-view', `${view}th[data-k="where"][aria-sort="ascending"]`);
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  },
};

// The fifth runs on a CodeIgniter 4 app (test-fixtures/ci4-shop): its config files reach the web server; the editor
// tells what the CLI tells, hovers a group, and the route view lists the app's table.
const ci4Tests = {
  async 'the Problems panel equals routelens check --json (first definition wins, mangled placeholders, …)'() {
    const count = await problemsEqualCheck(['app/Config/Routes.php']);
    check(count > 0, 'the app has findings to compare');
  },

  async 'hover on a group lists its routes with their filters'() {
    const document = await openFixture('app/Config/Routes.php');
    const at = document.positionAt(document.getText().indexOf("group('api'") + 2);
    const hovers = await until('a hover', async () => {
      const found = await vscode.commands.executeCommand('vscode.executeHoverProvider', document.uri, at);
      return found && found.length ? found : undefined;
    });
    const text = hoverText(hovers);
    check(text.includes('makes 3 routes') && text.includes('`api/orders/([0-9]+)`') && text.includes('filters `cors`'), text);
    vscode.window.activeTextEditor.selection = new vscode.Selection(at, at);
    await vscode.commands.executeCommand('editor.action.showHover');
    await screenshot('ci4-hover', '.monaco-hover:has-text("makes 3 routes")');
  },

  async 'Find Route says what CodeIgniter 4 runs: the route, its filters, the method as a link'() {
    const match = await vscode.commands.executeCommand('routelens.findRoute', 'GET', 'https://shop.example/admin/orders/7?x=1');
    check(match && match.from === 'admin/orders/([0-9]+)', `GET /admin/orders/7: ${JSON.stringify(match)}`);
    check(match.reason.includes('Filters before: ') && match.reason.includes('auth:admin'), match.reason);
    const view = 'iframe.webview.ready |> #active-frame |> ';
    await screenshot('ci4-find-route', `${view}#match:has-text('Orders::show("7") by the route')`);
    const none = await vscode.commands.executeCommand('routelens.findRoute', 'GET', '/nowhere');
    check(none === null, `GET /nowhere: ${JSON.stringify(none)}`);
    await screenshot('ci4-find-route-404', `${view}#match:has-text("Nothing runs (404)")`);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  },

  async 'a controller method reached without the filter another route runs: its lens lists both ways in, filter-bypass on the method'() {
    const document = await openFixture('app/Controllers/Admin/Orders.php');
    const diagnostics = await until('the filter-bypass finding', () => {
      const found = vscode.languages.getDiagnostics(document.uri).map((d) => `${d.range.start.line + 1} ${String(d.code?.value ?? d.code)}`);
      return found.includes('12 filter-bypass') ? found : undefined;
    });
    check(diagnostics.join(',') === '12 filter-bypass', `findings: ${diagnostics}`);
    const lenses = await until('the lenses', async () => {
      const found = await vscode.commands.executeCommand('vscode.executeCodeLensProvider', document.uri);
      return found && found.length === 2 ? found : undefined;
    });
    const titles = lenses.map((l) => `${l.range.start.line + 1} ${l.command && l.command.title}`).join('; ');
    check(titles === '7 1 route; 12 2 routes', `lenses: ${titles}`);
    await screenshot('ci4-exposure', '.codelens-decoration:has-text("2 routes")');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  },

  async 'a link in a view: hover says what CodeIgniter runs for it, go to definition opens the method, a name no route has is an error'() {
    const document = await openFixture('app/Views/products/list.php');
    const diagnostics = await until('the link diagnostics', () => {
      const found = vscode.languages.getDiagnostics(document.uri).map((d) => `${d.range.start.line + 1} ${String(d.code?.value ?? d.code)}`);
      return found.includes('8 unknown-route-name') ? found : undefined;
    });
    check(diagnostics.includes('7 link-args') && diagnostics.includes('13 dead-link'), `link diagnostics: ${diagnostics}`);
    const at = document.positionAt(document.getText().indexOf("'blue-mug'") + 2);
    const hovers = await until('a hover', async () => {
      const found = await vscode.commands.executeCommand('vscode.executeHoverProvider', document.uri, at);
      return found && found.length ? found : undefined;
    });
    const text = hoverText(hovers);
    check(text.includes('GET `/products/blue-mug`') && text.includes('Runs `App\\Controllers\\Products::show()`'), text);
    const places = await vscode.commands.executeCommand('vscode.executeDefinitionProvider', document.uri, at);
    const opened = places.map((p) => `${vscode.workspace.asRelativePath(p.uri ?? p.targetUri)}:${(p.range ?? p.targetRange).start.line + 1}`);
    // The method that runs and the route that wins (the editor orders them by file).
    check(opened.length === 2 && opened.includes('app/Config/Routes.php:15') && opened.some((o) => o.startsWith('app/Controllers/Products.php:')), `definition: ${opened}`);
    const line8 = new vscode.Position(7, 0);
    vscode.window.activeTextEditor.selection = new vscode.Selection(line8, line8);
    await vscode.commands.executeCommand('editor.action.marker.next');
    await screenshot('links-diagnostic', '.marker-widget:has-text("route_to")');
    await vscode.commands.executeCommand('closeMarkersNavigation');
    vscode.window.activeTextEditor.selection = new vscode.Selection(at, at);
    await vscode.commands.executeCommand('editor.action.showHover');
    await screenshot('links-hover', '.monaco-hover:has-text("Products::show")');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  },

  async "the route view is the app's table: verbs in the router's order, add() routes once"() {
    const rows = await until('the app\'s rows', async () => {
      const found = await vscode.commands.executeCommand('routelens.showRoutes');
      return found && found.length > 0 ? found : undefined;
    });
    const get = rows.filter((r) => r.verb === 'GET').map((r) => r.from);
    check(get[0] === '/' && get.includes('admin/orders') && get.includes('blog'), `GET rows: ${JSON.stringify(get)}`);
    check(rows.filter((r) => r.verb === 'ANY' && r.from === 'shop').length === 1, 'add() routes once, as ANY');
    const view = 'iframe.webview.ready |> #active-frame |> ';
    await screenshot('ci4-filter-admin', `${view}#search`, 'fill:admin');
    await screenshot('ci4-routes', `${view}tbody tr:has-text("admin/orders")`);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  },
};

/** The runner says which table its workspace is for (`suite` in .e2e.json). */
async function run() {
  const { suite } = await e2eConfig();
  await runTable({ php: phpTests, hmvc: hmvcTests, bonfire: bonfireTests, ci4: ci4Tests }[suite] ?? tests);
}

module.exports = { run };
