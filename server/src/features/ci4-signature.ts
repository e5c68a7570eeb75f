// Signature help inside a `$routes->…(` call of a CodeIgniter 4 route file: the method's parameters as
// RouteCollection declares them, what CodeIgniter does with the call, and the options a route takes.

import type { SignatureResult } from './feature-results';

interface Signature {
  params: string[];
  doc: string;
}

const ROUTE_DOC =
  "CodeIgniter 4 keeps the first route of a key (and of a name) per verb: a later one is ignored. Options: 'as' (name), 'filter', 'namespace', 'hostname', 'subdomain', 'offset', 'priority', 'redirect'.";
const VERB: Signature = { params: ['string $from', 'string|array|Closure $to', '?array $options = null'], doc: ROUTE_DOC };

const SIGNATURES: Record<string, Signature> = {
  get: VERB,
  post: VERB,
  put: VERB,
  delete: VERB,
  head: VERB,
  patch: VERB,
  options: VERB,
  cli: { ...VERB, doc: `A route for command-line requests only. ${ROUTE_DOC}` },
  add: { ...VERB, doc: `A route for every verb, tried after the verb's own routes wherever it is written. ${ROUTE_DOC}` },
  match: { params: ['array $verbs', 'string $from', 'string|array|Closure $to', '?array $options = null'], doc: `One route per verb listed. ${ROUTE_DOC}` },
  view: { params: ['string $from', 'string $view', '?array $options = null'], doc: 'A GET route that renders a view.' },
  addredirect: {
    params: ['string $from', 'string $to', 'int $status = 302'],
    doc: "A redirect for every verb; $to is a route name (its route's key) or a URI.",
  },
  group: {
    params: ['string $name', 'array $options', 'Closure $callback'],
    doc: "Prefixes the routes the callback makes with $name; its options merge into theirs ('filter' lists add up).",
  },
  resource: {
    params: ['string $name', '?array $options = null'],
    doc: "index, new, edit, show, create, update (PUT and PATCH), delete; options 'controller', 'placeholder', 'only', 'except', 'websafe'.",
  },
  presenter: {
    params: ['string $name', '?array $options = null'],
    doc: "index, show, new, create, edit, update, remove, delete; options 'controller', 'placeholder', 'only', 'except'.",
  },
  environment: { params: ['string $env', 'Closure $callback'], doc: 'Runs the callback only when ENVIRONMENT is $env.' },
  map: { params: ['array $routes', '?array $options = null'], doc: 'add() of each key and handler of $routes.' },
  addplaceholder: {
    params: ['string|array $placeholder', '?string $pattern = null'],
    doc: 'Placeholders are replaced in the order they were added, case-insensitively: a name that an earlier one begins is replaced in part.',
  },
};

/** The `$routes->method(` call open at `offset`, with the index of the argument the cursor is in. */
function openCall(text: string, offset: number): { method: string; argument: number } | undefined {
  let depth = 0;
  let commas = 0;
  for (let i = offset - 1; i >= 0 && offset - i < 4_000; i--) {
    const c = text[i];
    if (c === "'" || c === '"') {
      // Skip a string backwards to its opening quote (an escaped quote stays inside).
      let j = i - 1;
      while (j >= 0 && !(text[j] === c && text[j - 1] !== '\\')) j--;
      i = j;
      continue;
    }
    if (c === ')' || c === ']' || c === '}') depth++;
    else if (c === '[' || c === '{') {
      if (depth === 0) return undefined;
      depth--;
    } else if (c === '(') {
      if (depth > 0) {
        depth--;
        continue;
      }
      const name = /->\s*(\w+)\s*$/.exec(text.slice(Math.max(0, i - 60), i));
      return name ? { method: name[1], argument: commas } : undefined;
    } else if (c === ',' && depth === 0) commas++;
    else if (c === ';' && depth === 0) return undefined;
  }
  return undefined;
}

export function ci4SignatureHelp(text: string, offset: number): SignatureResult | null {
  const call = openCall(text, offset);
  const signature = call && SIGNATURES[call.method.toLowerCase()];
  if (!call || !signature) return null;
  let label = `$routes->${call.method}(`;
  const parameters: [number, number][] = [];
  signature.params.forEach((param, i) => {
    if (i > 0) label += ', ';
    parameters.push([label.length, label.length + param.length]);
    label += param;
  });
  label += ')';
  return { label, documentation: signature.doc, parameters, active: Math.min(call.argument, signature.params.length - 1) };
}
