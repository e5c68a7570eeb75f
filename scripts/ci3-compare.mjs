#!/usr/bin/env node
// Compares what routelens says runs for a URL with what an app's own CodeIgniter 3 runs, request by request.
//
//   node scripts/ci3-compare.mjs APP_DIR [--front DIR] [--verbs GET,POST]
//
// APP_DIR is a checkout of a CodeIgniter 3 app (with its `system/`, or Bonfire's `bonfire/ci3/`); FRONT is the
// folder of its front controller `index.php` (APP_DIR by default; `public` for Bonfire). The app is copied to a
// temporary folder, and the copy's CodeIgniter.php is patched to print the class, method and arguments it would
// run (and show_404/show_error to print their status) instead of running the controller; autoloaded libraries and
// models are emptied so that no database is needed. The requests asked are every URL the exposure audit lists
// (each automatic URL as written, with more segments, in another letter case) and a sample of every route. Nothing
// is written to APP_DIR; the copy is removed at the end. Where both agree that a method runs, the audit must list it
// for that verb. Needs php-cli and a build (`npm run build`).
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { built, commandLine, oursText, patchCopy, runRequest, theirsText } from './ci3-oracle.mjs';

const { analyzePath } = built('db/project.js');
const { appRequests } = built('db/requests.js');
const { exposureOf } = built('features/exposure.js');
const { sampleUrl } = built('features/sample-url.js');

const { option, app } = commandLine('node scripts/ci3-compare.mjs APP_DIR [--front DIR] [--verbs GET,POST]');
const verbs = option('--verbs', 'GET,POST').split(',');
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'routelens-ci3-compare-'));

/** The URLs to ask: every automatic URL of the audit in its three forms, and a sample of every route. */
function requestsOf(exposure) {
  const urls = new Set(['/', '/routelens-nowhere/x']);
  const otherCase = (url) =>
    url.replace(/[^/]+$/, (last) => (last[0] === last[0].toLowerCase() ? last[0].toUpperCase() : last[0].toLowerCase()) + last.slice(1));
  for (const m of exposure.methods)
    for (const r of m.reachedBy.filter((x) => x.kind === 'auto')) {
      const bare = r.url
        .replace(/ \(any letter case\)$/, '')
        .replace(/\[.*$/, '')
        .replace(/\/…$/, '');
      for (const url of [bare, `${bare}/1`, `${bare}/x/y`, otherCase(bare)]) urls.add(url);
    }
  for (const route of exposure.routes) {
    const sample = sampleUrl(route.from);
    if (sample) urls.add('/' + sample).add(`/${sample}/9`);
  }
  return [...urls].filter((u) => /^[\w/.-]*$/.test(u)).sort();
}

function main() {
  patchCopy(app, copy);
  const front = path.join(copy, path.relative(app, path.resolve(app, option('--front', '.'))));
  const { snapshot } = analyzePath(app, {});
  const requests = appRequests(snapshot);
  const exposure = exposureOf(snapshot);
  if (!requests || !exposure) throw new Error(`no controllers found in ${app}`);
  let same = 0;
  let differ = 0;
  let unlisted = 0;
  for (const verb of verbs)
    for (const url of requestsOf(exposure)) {
      const theirs = runRequest(front, verb, url);
      const r = requests.resolve(verb, url);
      const ours = oursText(r, app);
      const real = theirsText(theirs, copy);
      // Where both agree that a method runs, the audit lists it with a way of that kind for this verb.
      if (ours === real && r.status === 200 && r.runs && r.runs.via !== '404_override') {
        const listed = exposure.methods.find((m) => m.controller.file === r.runs.file && m.method.toLowerCase() === r.runs.method.toLowerCase());
        const kinds = r.runs.via === 'route' ? ['route'] : ['auto', 'default'];
        if (!listed?.reachedBy.some((x) => kinds.includes(x.kind) && x.verbs.includes(verb))) {
          unlisted++;
          console.log(`${verb} ${url}: ${r.runs.class}::${r.runs.method}() runs (${r.runs.via}) but the audit does not list it`);
        }
      }
      if (ours === real) same++;
      else {
        differ++;
        console.log(`${verb} ${url}\n  routelens:   ${ours}\n  CodeIgniter: ${real}${theirs.output ? ` ${theirs.output}` : ''}`);
      }
    }
  console.log(`${same} requests the same, ${differ} different; ${unlisted} methods run that the audit does not list`);
  return differ === 0 && unlisted === 0 ? 0 : 1;
}

let code = 2;
try {
  code = main();
} catch (error) {
  console.error(`ci3-compare: ${error.message}`);
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}
// Not process.exit(): what was printed to a pipe is written out first.
process.exitCode = code;
