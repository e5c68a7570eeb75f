// The shapes of request parameters, checked at the edge: a request with parameters of the wrong shape gets
// -32602 (InvalidParams) with a plain message saying what is wrong, never a JavaScript error from deeper in.

/** Why `params` does not have the shape, or undefined when it has. */
export type Shape = (params: unknown) => string | undefined;

type Check = (value: unknown, path: string) => string | undefined;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const string: Check = (value, path) => (typeof value === 'string' ? undefined : `${path} must be a string`);

const integer: Check = (value, path) => (Number.isInteger(value) ? undefined : `${path} must be an integer`);

const count: Check = (value, path) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 0x7fffffff ? undefined : `${path} must be a non-negative integer`;

function object(fields: Record<string, Check>, optional: readonly string[] = []): Check {
  return (value, path) => {
    if (!isObject(value)) return `${path} must be an object`;
    for (const [name, check] of Object.entries(fields)) {
      if (value[name] === undefined && optional.includes(name)) continue;
      const why = check(value[name], `${path}.${name}`);
      if (why) return why;
    }
    return undefined;
  };
}

const position = object({ line: count, character: count });
const textDocument = object({ uri: string });

function shape(check: Check): Shape {
  return (params) => check(params, 'params');
}

export const DOCUMENT = shape(object({ textDocument }));
export const DOCUMENT_POSITION = shape(object({ textDocument, position }));
export const DOCUMENT_RANGE = shape(object({ textDocument, range: object({ start: position, end: position }) }));
export const RENAME = shape(object({ textDocument, position, newName: string }));
export const REFERENCES = shape(object({ textDocument, position, context: object({}) }, ['context']));
export const QUERY = shape(object({ query: string }));
export const MATCH = shape(object({ verb: string, uri: string }));
/** Requests without parameters of their own accept anything there. */
export const ANY: Shape = () => undefined;

function arrayOf(item: Check): Check {
  return (value, path) => {
    if (!Array.isArray(value)) return `${path} must be an array`;
    for (let i = 0; i < value.length; i++) {
      const why = item(value[i], `${path}[${i}]`);
      if (why) return why;
    }
    return undefined;
  };
}

const range = object({ start: position, end: position });
const contentChange: Check = (value, path) =>
  isObject(value) && value.range !== undefined ? object({ range, text: string })(value, path) : object({ text: string })(value, path);
const fileEvent = object({ uri: string, type: (value, path) => (value === 1 || value === 2 || value === 3 ? undefined : `${path} must be 1, 2 or 3`) });

/**
 * The notifications whose parameters the server reads, with their shapes: one of the wrong shape is dropped before
 * it reaches the workspace (a document opened with a number for a URI would break every later request).
 */
export const NOTIFICATION_SHAPES: ReadonlyMap<string, Shape> = new Map([
  ['textDocument/didOpen', shape(object({ textDocument: object({ uri: string, languageId: string, version: integer, text: string }) }))],
  ['textDocument/didChange', shape(object({ textDocument: object({ uri: string, version: integer }), contentChanges: arrayOf(contentChange) }))],
  ['textDocument/didClose', DOCUMENT],
  ['textDocument/didSave', DOCUMENT],
  ['workspace/didChangeWatchedFiles', shape(object({ changes: arrayOf(fileEvent) }))],
  ['workspace/didChangeConfiguration', shape(object({}))],
]);
