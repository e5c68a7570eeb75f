// The shape of a regular expression as regex-safety.ts needs it: a small parser of JavaScript's syntax into
// sequences, alternations, repetitions and character sets (ASCII bits plus one bit for every other character).

/** A set of characters: 128 bits for ASCII, and one bit that stands for every other character. */
export type CharSet = Uint32Array;

const WORDS = 5;
const OTHER = 128;

export function emptySet(): CharSet {
  return new Uint32Array(WORDS);
}

export function fullSet(): CharSet {
  const set = new Uint32Array(WORDS);
  set.fill(0xffffffff, 0, 4);
  set[4] = 1;
  return set;
}

export function addChar(set: CharSet, code: number): void {
  const bit = code < 128 ? code : OTHER;
  set[bit >>> 5] |= 1 << (bit & 31);
}

function addRange(set: CharSet, from: number, to: number): void {
  for (let c = from; c <= Math.min(to, 127); c++) addChar(set, c);
  if (to >= 128) addChar(set, OTHER);
}

export function union(into: CharSet, other: CharSet): void {
  for (let i = 0; i < WORDS; i++) into[i] |= other[i];
}

function complement(set: CharSet): CharSet {
  const out = new Uint32Array(WORDS);
  for (let i = 0; i < 4; i++) out[i] = ~set[i];
  // Every class leaves some character outside ASCII unmatched or matched: the "other" bit stays set both ways.
  out[4] = 1;
  return out;
}

/** Whether `set` holds every character of `other`. */
export function covers(set: CharSet, other: CharSet): boolean {
  for (let i = 0; i < WORDS; i++) if ((set[i] & other[i]) >>> 0 !== other[i]) return false;
  return true;
}

export function intersects(a: CharSet, b: CharSet): boolean {
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
export type Node =
  | { kind: 'char'; set: CharSet }
  | { kind: 'seq'; items: Node[] }
  | { kind: 'alt'; branches: Node[] }
  | { kind: 'repeat'; body: Node; min: number; max: number }
  /** Anchors and lookarounds: they match no character (a lookaround's body is checked on its own). */
  | { kind: 'assert'; body?: Node }
  | { kind: 'backref' };

const ESCAPED: Record<string, number> = { n: 10, r: 13, t: 9, f: 12, v: 11, '0': 0 };

/** A small parser of JavaScript regular-expression syntax (the pattern is known to compile). */
export class Parser {
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
