// Whether a route pattern can make a backtracking engine (V8's, PCRE's) take more than linear time: nested
// repetition (`(a+)+`), repeated alternation (`(a|ab)*`), or two repetitions that can share characters with nothing
// between them that forces where the first one ends (`(.+)(.+)x`, `[a-z]+[a-z0-9]+`). The answer is conservative:
// a pattern called safe runs in time linear in the path (anchored at both ends, as CodeIgniter anchors it); one
// called slow is matched by a linear-time engine instead (patterns.ts) and gets the `slow-pattern` warning.

import { isLiteralRange } from './literal';
import type { CharSet, Node } from './regex-syntax';
import { Parser, addChar, covers, emptySet, fullSet, intersects, union } from './regex-syntax';

/** Repetitions at most this many times count as a fixed run, not a loop, in the check of neighbouring loops. */
const SMALL_REPEAT = 16;

/** The characters a node can match (any of them, at any place). */
function charsOf(node: Node, into: CharSet = emptySet()): CharSet {
  switch (node.kind) {
    case 'char':
      union(into, node.set);
      break;
    case 'seq':
      for (const item of node.items) charsOf(item, into);
      break;
    case 'alt':
      for (const branch of node.branches) charsOf(branch, into);
      break;
    case 'repeat':
      charsOf(node.body, into);
      break;
    case 'backref':
      union(into, fullSet());
      break;
  }
  return into;
}

/** Whether `test` holds for a node or any node inside it (a lookaround's body is judged on its own). */
function some(node: Node, test: (node: Node) => boolean): boolean {
  if (test(node)) return true;
  switch (node.kind) {
    case 'seq':
      return node.items.some((item) => some(item, test));
    case 'alt':
      return node.branches.some((branch) => some(branch, test));
    case 'repeat':
      return some(node.body, test);
    default:
      return false;
  }
}

/** Whether a node holds a choice: a repetition of variable count (`?` included), an alternation, a back-reference. */
const branchesOrLoops = (node: Node) => some(node, (n) => n.kind === 'alt' || n.kind === 'backref' || (n.kind === 'repeat' && n.max !== n.min));
/** Whether a node holds an alternation (or a back-reference, which can match anything). */
const containsAlternation = (node: Node) => some(node, (n) => n.kind === 'alt' || n.kind === 'backref');
/** Whether a node holds a loop: a repetition of no small bound (or a back-reference). */
const containsLoop = (node: Node) => some(node, (n) => n.kind === 'backref' || (n.kind === 'repeat' && n.max >= SMALL_REPEAT));

/**
 * One element of a flattened sequence: a loop of characters, or one character, mandatory or not. `path` is the
 * optional groups it is in (outermost first, by id); `required`, where it is mandatory once the first `required`
 * of them are taken (0: always, which is `mandatory`), so that `\(` in `(?:\(([^)]+)\))?` fixes where a loop before
 * the group ends whenever the loop inside the group is reached.
 */
interface Item {
  loop: boolean;
  set: CharSet;
  mandatory: boolean;
  path: readonly number[];
  required: number | undefined;
}

/** Where an item stands: its optional groups, and from how many of them on it is mandatory (undefined: never). */
interface Place {
  path: readonly number[];
  required: number | undefined;
}

const ALWAYS: Place = { path: [], required: 0 };
let groupIds = 0;

function item(loop: boolean, set: CharSet, place: Place, mandatory = place.required !== undefined): Item {
  const required = mandatory ? place.required : undefined;
  return { loop, set, mandatory: required === 0, path: place.path, required };
}

/**
 * Whether repeating `body` can split one string into iterations in more than one way. A body without inner loops
 * or alternations cannot; nor can one that ends in a character none of its loops can match (`(?:[^/]+/)*`).
 */
function ambiguousRepetition(body: Node): boolean {
  if (!branchesOrLoops(body)) return false;
  if (body.kind !== 'seq' || body.items.length < 2) return true;
  const last = body.items[body.items.length - 1];
  if (last.kind !== 'char') return true;
  const rest: Node = { kind: 'seq', items: body.items.slice(0, -1) };
  if (containsAlternation(rest)) return true;
  return intersects(charsOf(rest), last.set);
}

/** Flattens a node into items, or returns false when some part of it is already slow on its own. */
function flatten(node: Node, place: Place, out: Item[]): boolean {
  switch (node.kind) {
    case 'char':
      out.push(item(false, node.set, place));
      return true;
    case 'seq':
      return node.items.every((part) => flatten(part, place, out));
    case 'assert':
      // A lookaround runs its body again at each place it is tried: only loop-free bodies are safe.
      return !node.body || (!containsLoop(node.body) && isSafeNode(node.body));
    case 'backref':
      out.push(item(true, fullSet(), place, false));
      return true;
    case 'alt': {
      if (!node.branches.every((branch) => isSafeNode(branch))) return false;
      const loops = node.branches.some(containsLoop);
      out.push(item(loops, charsOf(node), place, !loops && node.branches.every((b) => !canBeEmpty(b))));
      return true;
    }
    case 'repeat': {
      if (node.max > 1 && ambiguousRepetition(node.body)) return false;
      if (node.max >= SMALL_REPEAT) {
        if (!isSafeNode(node.body)) return false;
        out.push(item(true, charsOf(node.body), place, node.min > 0 && !canBeEmpty(node.body)));
        return true;
      }
      // A bounded repetition is a few copies of its body; the later copies are optional groups of their own.
      for (let i = 0; i < Math.max(1, node.max); i++) {
        let copy = place;
        if (i >= node.min) {
          const path = [...place.path, ++groupIds];
          copy = { path, required: place.required === undefined ? undefined : path.length };
        }
        if (!flatten(node.body, copy, out)) return false;
      }
      return true;
    }
  }
}

function canBeEmpty(node: Node): boolean {
  switch (node.kind) {
    case 'char':
      return false;
    case 'seq':
      return node.items.every(canBeEmpty);
    case 'alt':
      return node.branches.some(canBeEmpty);
    case 'repeat':
      return node.min === 0 || canBeEmpty(node.body);
    default:
      return true;
  }
}

/** Every character but the line terminators '\\n' and '\\r' (what '.' matches, in the paths patterns.ts gives to native matching). */
const BUT_LINE_ENDS = (() => {
  const set = fullSet();
  set[0] &= ~((1 << 10) | (1 << 13));
  return set;
})();

/**
 * Whether a node runs in linear time: it flattens (no nested ambiguity), and no two loops in it can share a
 * character unless something mandatory between them lies outside the first loop's characters (which fixes where
 * the first loop ends), or, in the `whole` pattern, the second loop takes any character and nothing mandatory
 * follows it (then the match cannot fail once the second loop is reached, so the first is never tried again:
 * `(.+)/(.*)`).
 */
function isSafeNode(node: Node, whole = false): boolean {
  const items: Item[] = [];
  if (!flatten(node, ALWAYS, items)) return false;
  let lastMandatory = -1;
  for (let i = 0; i < items.length; i++) if (items[i].mandatory) lastMandatory = i;
  for (let i = 0; i < items.length; i++) {
    const first = items[i];
    if (!first.loop) continue;
    for (let j = i + 1; j < items.length; j++) {
      const between = items[j];
      if (between.mandatory && !intersects(between.set, first.set)) break;
      if (!between.loop || !intersects(between.set, first.set) || (whole && j >= lastMandatory && covers(between.set, BUT_LINE_ENDS))) continue;
      // Something mandatory wherever this loop is reached, outside the first loop's characters, fixes where it ends;
      // or a mandatory character neither it nor anything up to it can match bounds each try (`[^/]+_[0-9]+`).
      if (!items.slice(i + 1, j).some((b) => fixesEnd(b, between, first.set)) && !separates(items, i, j)) return false;
    }
  }
  return true;
}

/** Whether `b` is matched wherever `later` is (the groups it is mandatory in hold `later` too). */
function reachedWith(b: Item, later: Item): boolean {
  if (b.required === undefined) return false;
  for (let g = 0; g < b.required; g++) if (later.path[g] !== b.path[g]) return false;
  return true;
}

/** Whether `b` is matched wherever `later` is and is outside `set`. */
function fixesEnd(b: Item, later: Item, set: CharSet): boolean {
  return !intersects(b.set, set) && reachedWith(b, later);
}

/**
 * Whether a single character `b` between loops `i` and `j`, matched wherever loop `j` is, lies outside what every
 * item after it up to loop `j` can match: then each place the first loop may end is an occurrence of `b`, and what
 * follows it up to the second loop stays before the next occurrence, so the tries cover disjoint stretches of the
 * path and take linear time together (`[^/]+_[0-9]+`: the first loop may end at any `_`, the digits after it are
 * matched once per `_`).
 */
function separates(items: readonly Item[], i: number, j: number): boolean {
  for (let k = i + 1; k < j; k++) {
    const b = items[k];
    if (b.loop || !reachedWith(b, items[j])) continue;
    if (items.slice(k + 1, j + 1).every((m) => !intersects(m.set, b.set))) return true;
  }
  return false;
}

const verdicts = new Map<string, boolean>();

const segmentVerdicts = new Map<string, boolean>();
const SLASH = (() => {
  const set = emptySet();
  addChar(set, 47);
  return set;
})();

/**
 * Whether one path segment of a pattern is safe and none of its loops can match '/': then the '/' around it,
 * mandatory and outside its loops, fixes where they end, and a pattern made of such segments is safe whole.
 * Tables repeat segments (`(:num)`, a constraint) thousands of times, so each is judged once.
 */
function segmentSafe(segment: string): boolean {
  // Plain text (most segments of most tables) has no loop at all.
  if (isLiteralRange(segment, 0, segment.length)) return true;
  let safe = segmentVerdicts.get(segment);
  if (safe === undefined) {
    const items: Item[] = [];
    try {
      // A class such as `[^/]` is cut by the split: such parts are not expressions of their own.
      new RegExp(segment);
      const node = new Parser(segment).parse();
      safe = isSafeNode(node) && flatten(node, ALWAYS, items) && items.every((part) => !part.loop || !intersects(part.set, SLASH));
    } catch {
      safe = false;
    }
    if (segmentVerdicts.size > 100_000) segmentVerdicts.clear();
    segmentVerdicts.set(segment, safe);
  }
  return safe;
}

/**
 * Whether a regular-expression source (one that compiles) may backtrack for longer than linear time when
 * matched against a whole path. Conservative: `false` is a promise, `true` may be cautious.
 */
export function isSlowPattern(source: string): boolean {
  let slow = verdicts.get(source);
  if (slow !== undefined) return slow;
  // A '|' at the top level would make the '/'s optional: such patterns are judged whole.
  if (source.indexOf('|') < 0 && source.split('/').every(segmentSafe)) slow = false;
  else {
    try {
      slow = !isSafeNode(new Parser(source).parse(), true);
    } catch {
      slow = true;
    }
  }
  if (verdicts.size > 100_000) verdicts.clear();
  verdicts.set(source, slow);
  return slow;
}
