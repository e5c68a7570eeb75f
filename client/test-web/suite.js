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

  async 'hover on resources() shows the seven generated routes'() {
    const document = await openFixture('routes.ts');
    const offset = document.getText().indexOf('Route.resources') + 8;
    const text = await until('a hover', async () => {
      const hovers = await vscode.commands.executeCommand('vscode.executeHoverProvider', document.uri, document.positionAt(offset));
      const markdown = hoverText(hovers);
      return markdown.includes('7 routes') ? markdown : undefined;
    });
    check(text.includes('photos/(:num)') && text.includes('photos/show/$1'), `hover lists the routes: ${text}`);
    const editor = vscode.window.activeTextEditor;
    editor.selection = new vscode.Selection(document.positionAt(offset), document.positionAt(offset));
    await vscode.commands.executeCommand('editor.action.showHover');
    await screenshot('hover', '.monaco-hover .hover-contents');
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

  async 'Show Routes returns the route table'() {
    const rows = await vscode.commands.executeCommand('routelens.showRoutes');
    // auth.ts gives two routes, resources() seven and the prefix one; the non-array block() blocks nothing.
    check(Array.isArray(rows) && rows.length === 10, `Show Routes gave ${rows && rows.length} rows`);
    check(rows.some((r) => r.verb === 'GET' && r.from === 'photos/(:num)' && r.to === 'photos/show/$1'), 'the table has the show route');
    await screenshot('routes', 'iframe.webview.ready |> #active-frame |> tbody tr');
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
  },

  async 'Find Route for URL finds the winning route'() {
    const match = await vscode.commands.executeCommand('routelens.findRoute', 'GET', '/photos/12');
    check(match && match.target === 'photos/show/12', `matched ${JSON.stringify(match)}`);
    await screenshot('find-route', '.notification-toast');
  },
};

/**
 * Asks the runner for a screenshot of the workbench once `selector` is visible there; the runner answers when it
 * was taken. Fails when the element never showed.
 */
async function screenshot(name, selector) {
  const config = vscode.Uri.joinPath(vscode.workspace.workspaceFolders[0].uri, '.e2e.json');
  const { screenshots } = JSON.parse(new TextDecoder().decode(await vscode.workspace.fs.readFile(config)));
  const response = await fetch(`${screenshots}/screenshot?name=${encodeURIComponent(name)}&selector=${encodeURIComponent(selector)}`);
  const said = await response.text();
  check(said === 'shown', `screenshot '${name}': ${said}`);
}

async function openFixture(name) {
  const folder = vscode.workspace.workspaceFolders[0].uri;
  const document = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(folder, name));
  await vscode.window.showTextDocument(document);
  return document;
}

async function run() {
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

module.exports = { run };
