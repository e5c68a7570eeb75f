// Runs the same e2e suite (../test-web/suite.js, public `vscode` API only) in desktop VS Code with
// @vscode/test-electron. It downloads VS Code, so it cannot run on the CI machine; on a machine that can:
//   cd client/test-desktop && npm install --no-save @vscode/test-electron@3.1.0 && (cd .. && node build.mjs) && node run.js
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { runTests } = require('@vscode/test-electron');

async function main() {
  const client = path.resolve(__dirname, '..');
  const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'routelens-desktop-'));
  fs.cpSync(path.resolve(client, '../test-fixtures/editors'), workspace, { recursive: true });
  await runTests({
    extensionDevelopmentPath: client,
    extensionTestsPath: path.join(client, 'test-web/suite.js'),
    launchArgs: [workspace, '--disable-extensions'],
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
