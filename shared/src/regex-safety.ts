// Whether a route pattern can make a backtracking engine (V8's, PCRE's) take more than linear time: nested
// repetition (`(a+)+`), repeated alternation (`(a|ab)*`), or two repetitions that can share characters with nothing
// between them that forces where the first one ends (`(.+)(.+)x`, `[a-z]+[a-z0-9]+`). The answer is conservative:
// a pattern called safe runs in time linear in the path (anchored at both ends, as CodeIgniter anchors it); one
// called slow is matched by a linear-time engine instead (patterns.ts) and gets the `slow-pattern` warning.

import { isLiteralRange } from './literal';

/** A set of characters: 128 bits for ASCII, and one bit that stands for every other character. */
type CharSet = Uint32Array;

const WORDS = 5;
const OTHER = 128;

function emptySet(): CharSet {
  return new Uint32Array(WORDS);
}

function fullSet(): CharSet {
  const set = new Uint32Array(WORDS);
  set.fill(0xffffffff, 0, 4);
  set[4] = 1;
  return set;
}

function addChar(set: CharSet, code: number): void {
  const bit = code < 128 ? code : OTHER;
  set[bit >>> 5] |= 1 << (bit & 31);
}

function addRange(set: CharSet, from: number, to: number): void {
  for (let c = from; c <= Math.min(to, 127); c++) addChar(set, c);
  if (to >= 128) addChar(set, OTHER);
}

function union(into: CharSet, other: CharSet): void {
  for (let i = 0; i < WORDS; i++) into[i] |= other[i];
}

function complement(set: CharSet): CharSet {
  const out = new Uint32Array(WORDS);
  for (let i = 0; i < 4; i++) out[i] = ~set[i];
  // Every class leaves some character outside ASCII unmatched or matched: the "other" bit stays set both ways.
  out[4] = 1;
  return out;
}

function intersects(a: CharSet, b: CharSet): boolean {
  for (let i = 0; i < WORDS; i++) if ((a[i] & b[i]) !== 0) return true;
  return false;
}

function classEscape(letter: string): CharSet | undefined {
  const set = emptySet();
  switch (letter.toLowerCase()) {
    case 'd':
      addRange(set, 48, 57);
      break;
    case 'w':
      addRange(set, 48, 57);
      addRange(set, 65, 90);
      addRange(set, 97, 122);
      addChar(set, 95);
      break;
    case 's':
      for (const c of [9, 10, 11, 12, 13, 32]) addChar(set, c);
      addChar(set, OTHER);
      break;
    default:
      return undefined;
  }
  return letter === letter.toUpperCase() ? complement(set) : set;
}

/** The parsed shape of a pattern: what the safety check needs, nothing more. */
type Node =
  | { kind: 'char'; set: CharSet }
  | { kind: 'seq'; items: Node[] }
  | { kind: 'alt'; branches: Node[] }
  | { kind: 'repeat'; body: Node; min: number; max: number }
  /** Anchors and lookarounds: they match no character (a lookaround's body is checked on its own). */
  | { kind: 'assert'; body?: Node }
  | { kind: 'backref' };

const ESCAPED: Record<string, number> = { n: 10, r: 13, t: 9, f: 12, v: 11, '0': 0 };

/** A small parser of JavaScript regular-expression syntax (the pattern is known to compile). */
class Parser {
  private at = 0;

  constructor(private readonly source: string) {}

  /** The whole source's shape; throws when something is left over (the source is not one expression). */
  parse(): Node {
    const node = this.alternation();
    if (this.at !== this.source.length) throw new SyntaxError('unbalanced');
    return node;
  }

  private alternation(): Node {
    const branches = [this.sequence()];
    while (this.source[this.at] === '|') {
      this.at++;
      branches.push(this.sequence());
    }
    return branches.length === 1 ? branches[0] : { kind: 'alt', branches };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')') {
      const atom = this.atom();
      items.push(this.quantified(atom));
    }
    return { kind: 'seq', items };
  }

  private quantified(atom: Node): Node {
    const s = this.source;
    let min: number;
    let max: number;
    const c = s[this.at];
    if (c === '*') [min, max] = [0, Infinity];
    else if (c === '+') [min, max] = [1, Infinity];
    else if (c === '?') [min, max] = [0, 1];
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(s.slice(this.at));
      if (!m) return atom;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      this.at += m[0].length - 1;
    } else return atom;
    this.at++;
    if (s[this.at] === '?') this.at++;
    return this.quantified({ kind: 'repeat', body: atom, min, max });
  }

  private atom(): Node {
    const s = this.source;
    const c = s[this.at++];
    switch (c) {
      case '(': {
        let lookaround = false;
        if (s[this.at] === '?') {
          const rest = s.slice(this.at, this.at + 3);
          if (rest.startsWith('?:')) this.at += 2;
          else if (rest.startsWith('?=') || rest.startsWith('?!')) [lookaround, this.at] = [true, this.at + 2];
          else if (rest.startsWith('?<=') || rest.startsWith('?<!')) [lookaround, this.at] = [true, this.at + 3];
          else if (rest.startsWith('?<')) this.at = s.indexOf('>', this.at) + 1;
        }
        const body = this.alternation();
        this.at++;
        return lookaround ? { kind: 'assert', body } : body;
      }
      case '[':
        return { kind: 'char', set: this.charClass() };
      case '.': {
        return { kind: 'char', set: fullSet() };
      }
      case '^':
      case '$':
        return { kind: 'assert' };
      case '\\':
        return this.escape();
      default: {
        const set = emptySet();
        addChar(set, c.charCodeAt(0));
        return { kind: 'char', set };
      }
    }
  }

  private escape(): Node {
    const s = this.source;
    const letter = s[this.at++];
    const named = classEscape(letter);
    if (named) return { kind: 'char', set: named };
    if (letter === 'b' || letter === 'B') return { kind: 'assert' };
    if (/[1-9]/.test(letter) || (letter === 'k' && s[this.at] === '<')) {
      while (/[0-9]/.test(s[this.at] ?? '')) this.at++;
      if (letter === 'k') this.at = s.indexOf('>', this.at) + 1;
      return { kind: 'backref' };
    }
    const set = emptySet();
    addChar(set, this.escapedCode(letter));
    return { kind: 'char', set };
  }

  /** The character an escape such as `\n`, `\x41`, `\u0041` or `\/` stands for (after its letter). */
  private escapedCode(letter: string): number {
    const s = this.source;
    if (letter in ESCAPED) return ESCAPED[letter];
    if (letter === 'x' && /^[0-9a-fA-F]{2}/.test(s.slice(this.at))) {
      this.at += 2;
      return parseInt(s.slice(this.at - 2, this.at), 16);
    }
    if (letter === 'u' && /^[0-9a-fA-F]{4}/.test(s.slice(this.at))) {
      this.at += 4;
      return parseInt(s.slice(this.at - 4, this.at), 16);
    }
    if (letter === 'c' && /[a-zA-Z]/.test(s[this.at] ?? '')) return s.charCodeAt(this.at++) % 32;
    return letter.charCodeAt(0);
  }

  private charClass(): CharSet {
    const s = this.source;
    const negated = s[this.at] === '^';
    if (negated) this.at++;
    const set = emptySet();
    while (this.at < s.length && s[this.at] !== ']') {
      const low = this.classAtom(set);
      if (low !== undefined && s[this.at] === '-' && s[this.at + 1] !== ']' && this.at + 1 < s.length) {
        this.at++;
        const high = this.classAtom(set);
        if (high !== undefined) addRange(set, low, high);
        else addChar(set, 45);
      } else if (low !== undefined) addChar(set, low);
    }
    this.at++;
    return negated ? complement(set) : set;
  }

  /** One character of a class (its code), or undefined for `\d`-like escapes, which are added to `set` at once. */
  private classAtom(set: CharSet): number | undefined {
    const s = this.source;
    const c = s[this.at++];
    if (c !== '\\') return c.charCodeAt(0);
    const letter = s[this.at++];
    const named = classEscape(letter);
    if (named) {
      union(set, named);
      return undefined;
    }
    if (letter === 'b') return 8;
    return this.escapedCode(letter);
  }
}

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

/** Whether a node holds a choice: a repetition of variable count (`?` included) or an alternation. */
function branchesOrLoops(node: Node): boolean {
  switch (node.kind) {
    case 'seq':
      return node.items.some(branchesOrLoops);
    case 'alt':
      return true;
    case 'repeat':
      return node.max !== node.min || branchesOrLoops(node.body);
    case 'backref':
      return true;
    default:
      return false;
  }
}

/** One element of a flattened sequence: a loop of characters, or one character, mandatory or not. */
interface Item {
  loop: boolean;
  set: CharSet;
  mandatory: boolean;
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

function containsAlternation(node: Node): boolean {
  switch (node.kind) {
    case 'seq':
      return node.items.some(containsAlternation);
    case 'alt':
      return true;
    case 'repeat':
      return containsAlternation(node.body);
    case 'backref':
      return true;
    default:
      return false;
  }
}

/** Flattens a node into items, or returns false when some part of it is already slow on its own. */
function flatten(node: Node, mandatory: boolean, out: Item[]): boolean {
  switch (node.kind) {
    case 'char':
      out.push({ loop: false, set: node.set, mandatory });
      return true;
    case 'seq':
      return node.items.every((item) => flatten(item, mandatory, out));
    case 'assert':
      // A lookaround runs its body again at each place it is tried: only loop-free bodies are safe.
      return !node.body || (!containsLoop(node.body) && isSafeNode(node.body));
    case 'backref':
      out.push({ loop: true, set: fullSet(), mandatory: false });
      return true;
    case 'alt': {
      if (!node.branches.every((branch) => isSafeNode(branch))) return false;
      const loops = node.branches.some(containsLoop);
      out.push({ loop: loops, set: charsOf(node), mandatory: mandatory && !loops && node.branches.every((b) => !canBeEmpty(b)) });
      return true;
    }
    case 'repeat': {
      if (node.max > 1 && ambiguousRepetition(node.body)) return false;
      if (node.max >= SMALL_REPEAT) {
        if (!isSafeNode(node.body)) return false;
        out.push({ loop: true, set: charsOf(node.body), mandatory: mandatory && node.min > 0 && !canBeEmpty(node.body) });
        return true;
      }
      // A bounded repetition is a few copies of its body; the later copies are optional.
      for (let i = 0; i < Math.max(1, node.max); i++) if (!flatten(node.body, mandatory && i < node.min, out)) return false;
      return true;
    }
  }
}

function containsLoop(node: Node): boolean {
  switch (node.kind) {
    case 'seq':
      return node.items.some(containsLoop);
    case 'alt':
      return node.branches.some(containsLoop);
    case 'repeat':
      return node.max >= SMALL_REPEAT || containsLoop(node.body);
    case 'backref':
      return true;
    default:
      return false;
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

function covers(set: CharSet, other: CharSet): boolean {
  for (let i = 0; i < WORDS; i++) if (((set[i] & other[i]) >>> 0) !== other[i]) return false;
  return true;
}

/**
 * Whether a node runs in linear time: it flattens (no nested ambiguity), and no two loops in it can share a
 * character unless something mandatory between them lies outside the first loop's characters (which fixes where
 * the first loop ends), or, in the `whole` pattern, the second loop takes any character and nothing mandatory
 * follows it (then the match cannot fail once the second loop is reached, so the first is never tried again:
 * `(.+)/(.*)`).
 */
function isSafeNode(node: Node, whole = false): boolean {
  const items: Item[] = [];
  if (!flatten(node, true, items)) return false;
  let lastMandatory = -1;
  for (let i = 0; i < items.length; i++) if (items[i].mandatory) lastMandatory = i;
  for (let i = 0; i < items.length; i++) {
    const first = items[i];
    if (!first.loop) continue;
    for (let j = i + 1; j < items.length; j++) {
      const between = items[j];
      if (between.mandatory && !intersects(between.set, first.set)) break;
      if (between.loop && intersects(between.set, first.set) && !(whole && j >= lastMandatory && covers(between.set, BUT_LINE_ENDS))) return false;
    }
  }
  return true;
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
      safe = isSafeNode(node) && flatten(node, true, items) && items.every((item) => !item.loop || !intersects(item.set, SLASH));
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
