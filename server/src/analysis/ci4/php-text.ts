// PHP's string functions as CodeIgniter 4's RouteCollection applies them to route keys and handlers: `esc()` (HTML
// context), `strip_tags`, `str_ireplace`, `ucfirst`, `trim` with a character list. Each gives PHP's result, or
// undefined where the input takes a path these do not model (a `<` for strip_tags).

/** `esc($text)` in CodeIgniter 4's HTML context: `htmlspecialchars($text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8')`. */
export function escHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' })[c]!);
}

/**
 * `strip_tags($text)` for the texts route keys hold: a `<` before white space stays, any other `<` starts a tag that
 * ends at the next `>` (or at the end of the text). Undefined where PHP's state machine does more (quotes inside a
 * tag, `<!`, `<?`, a NUL byte): the caller reports it.
 */
export function stripTags(text: string): string | undefined {
  if (!text.includes('<') && !text.includes('>')) return text.includes('\0') ? undefined : text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\0') return undefined;
    if (c !== '<') {
      out += c;
      continue;
    }
    const next = text[i + 1];
    if (next !== undefined && /\s/.test(next)) {
      out += c;
      continue;
    }
    if (next === '!' || next === '?') return undefined;
    const end = text.indexOf('>', i + 1);
    const inside = text.slice(i + 1, end < 0 ? text.length : end);
    if (/["'<]/.test(inside)) return undefined;
    if (end < 0) break;
    i = end;
  }
  return out;
}

/** `esc(strip_tags($text))`, or undefined when strip_tags is not modeled for the text. */
export function escStripped(text: string): string | undefined {
  const stripped = stripTags(text);
  return stripped === undefined ? undefined : escHtml(stripped);
}

/** `str_ireplace($search, $replace, $subject)`: every occurrence, ASCII case-insensitively, left to right. */
export function strIReplace(search: string, replace: string, subject: string): string {
  if (search === '') return subject;
  const lowerSubject = asciiLower(subject);
  const lowerSearch = asciiLower(search);
  if (!lowerSubject.includes(lowerSearch)) return subject;
  let out = '';
  let from = 0;
  for (let at = lowerSubject.indexOf(lowerSearch); at >= 0; at = lowerSubject.indexOf(lowerSearch, from)) {
    out += subject.slice(from, at) + replace;
    from = at + search.length;
  }
  return out + subject.slice(from);
}

/** PHP 8's `strtolower`: ASCII letters only. */
export function asciiLower(text: string): string {
  return /[A-Z]/.test(text) ? text.replace(/[A-Z]/g, (c) => c.toLowerCase()) : text;
}

/** PHP 8's `ucfirst`: an ASCII first letter upper-cased. */
export function ucfirst(text: string): string {
  return /^[a-z]/.test(text) ? text[0].toUpperCase() + text.slice(1) : text;
}

/** `trim($text, $chars)`, `ltrim`, `rtrim` with a plain character list (no ranges). */
export function trimChars(text: string, chars: string, side: 'both' | 'left' | 'right' = 'both'): string {
  let start = 0;
  let end = text.length;
  if (side !== 'right') while (start < end && chars.includes(text[start])) start++;
  if (side !== 'left') while (end > start && chars.includes(text[end - 1])) end--;
  return text.slice(start, end);
}

/** PHP's default `trim()` characters. */
export const PHP_WHITESPACE = ' \t\n\r\0\x0B';

/** Whether PHP stores `key` as an integer array key ("12", "-3"; not "012", "1.0"). */
export function isIntegerKey(key: string): boolean {
  return /^(0|-?[1-9][0-9]*)$/.test(key) && Number.isSafeInteger(Number(key));
}
