// The automatic URLs that may reach a controller method, from where its file is: each path a URL may name it by,
// each way of writing the URL (as written, with more segments, in another letter case), and the route key that
// blocks every one. The resolver decides which of them really reach it (exposure.ts asks it).

import { ucfirst } from '@routelens/shared';
import type { ControllerInfo } from '../db/hmvc';
import type { AppRequests } from '../db/requests';

/**
 * The URL segment whose `ucfirst` is the file name: the name with its first letter in lower case (`shop` for
 * Shop.php), or as written when its second letter is a capital too (`AR_Receivable`, not `aR_Receivable`).
 */
export function segmentOf(base: string): string {
  if (/^[A-Z][A-Z]/.test(base)) return base;
  return base.charAt(0).toLowerCase() + base.slice(1);
}

/** A path that names a controller (its segments), and how each segment may be written. */
interface AutoPath {
  segments: string[];
  /** Segments that match in any letter case (PHP's method names), or in either case of their first letter (a file named by `ucfirst`). */
  anyCase: Set<number>;
  firstLetter: Set<number>;
}

/** One way to write an automatic URL, with the URLs the resolver is asked and the route key that blocks every one. */
export interface AutoForm {
  shown: string;
  urls: string[];
  block: string;
}

/** The segment with the letter case of its first letter changed (`update` → `Update`): still the same method. */
function otherCase(segment: string): string {
  const first = segment.charAt(0);
  const flipped = first === first.toLowerCase() ? first.toUpperCase() : first.toLowerCase();
  return flipped + segment.slice(1);
}

/** Text as a regular expression that matches it literally. */
export function quoteRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A route key (CodeIgniter's regex) matching the path in every letter case its router accepts; with `optionalLast`
 * its last segment may be left out, and with `below` anything after it matches too.
 */
function blockKey(path: AutoPath, optionalLast: boolean, below = true): string {
  const letters = (text: string) => text.replace(/[a-z]/gi, (c) => (c.toLowerCase() === c.toUpperCase() ? c : `[${c.toLowerCase()}${c.toUpperCase()}]`));
  const parts = path.segments.map((segment, i) =>
    path.anyCase.has(i) ? letters(segment) : path.firstLetter.has(i) ? letters(segment.charAt(0)) + quoteRegex(segment.slice(1)) : quoteRegex(segment),
  );
  const key = optionalLast ? `${parts.slice(0, -1).join('/')}(/${parts.at(-1)})?` : parts.join('/');
  return below ? `${key}(/.*)?` : key;
}

/**
 * The ways a method's automatic URL may be written, each named once: as written (`/shop/list[/…]`), with more
 * segments only (a route takes the bare path: `/shop/list/…`), in another letter case only (a route's key is
 * case-sensitive, PHP's method names are not). The resolver decides which reach the method, per verb.
 */
function autoForms(path: AutoPath, method: string): AutoForm[] {
  const at = '/' + path.segments.join('/');
  const methodAt = path.segments.length;
  const withMethod: AutoPath = { ...path, segments: [...path.segments, method], anyCase: new Set([...path.anyCase, methodAt]) };
  const block = blockKey(withMethod, method.toLowerCase() === 'index');
  if (method === '_remap') return [{ shown: `${at}[/{any method}[/…]]`, urls: [at, `${at}/anything`], block: blockKey(path, false) }];
  const other = otherCase(method);
  // `index` also answers without its segment.
  const index = method.toLowerCase() === 'index';
  return [
    index ? { shown: `${at}[/index[/…]]`, urls: [at, `${at}/${method}`], block } : { shown: `${at}/${method}[/…]`, urls: [`${at}/${method}`], block },
    { shown: `${at}/${index ? 'index' : method}/…`, urls: [`${at}/${method}/1`], block },
    { shown: `${at}/${other}[/…] (any letter case)`, urls: [`${at}/${other}`, `${at}/${other}/1`], block },
  ];
}

/** The paths that may name a controller: from where its file is (a module's, the app's); the resolver decides which do. */
function controllerPaths(c: ControllerInfo, requests: AppRequests): AutoPath[] {
  const seg = segmentOf(c.base);
  const paths: AutoPath[] = [];
  const add = (segments: string[], controllerAt: number | undefined) =>
    paths.push({ segments, anyCase: new Set(), firstLetter: new Set(controllerAt === undefined ? [] : [controllerAt]) });
  if (c.module !== null) {
    add([c.module, ...c.dirs, seg], c.dirs.length + 1);
    if (c.dirs.length === 0 && c.base === ucfirst(c.module)) add([c.module], undefined);
  } else {
    // Named like a module, only a letter-case variant of the segment reaches it (docs/ci3-routing.md).
    const shadowed = requests.controllers.router !== 'ci3' && c.dirs.length === 0 && requests.controllers.tree.hasModule(seg);
    add([...c.dirs, shadowed ? c.base : seg], shadowed ? undefined : c.dirs.length);
  }
  return paths;
}

/** Automatic URLs that may reach a method: each path's forms, and a folder's default controller by the folder's URL. */
export function candidateUrls(c: ControllerInfo, method: string, requests: AppRequests): AutoForm[][] {
  const groups = controllerPaths(c, requests).map((p) => autoForms(p, method));
  const folderDefault = requests.settings.defaultController?.split('/')[0];
  // A folder's default controller: the folder's own URL (its index only; `/folder/index` names a class `index`).
  if (c.module === null && c.dirs.length > 0 && folderDefault && ucfirst(folderDefault) === c.base && method.toLowerCase() === 'index') {
    const folder = '/' + c.dirs.join('/');
    // Only the folder's own URL: a key for what is below it would block the folder's other controllers too.
    const block = blockKey({ segments: [...c.dirs], anyCase: new Set(), firstLetter: new Set() }, false, false);
    // Bonfire's router gives it every URL below the folder that names no controller of it.
    if (requests.controllers.router === 'bonfire') groups.push([{ shown: `${folder}[/…]`, urls: [folder, `${folder}/routelens-any/1`], block }]);
    else groups.push([{ shown: folder, urls: [folder], block }]);
  }
  return groups.map((forms) => forms.filter((f) => f.urls.every((u) => u !== '/'))).filter((forms) => forms.length > 0);
}
