// In the web extension's server (a Web Worker, client/build.mjs), `ts-morph` resolves here: the TypeScript compiler
// is a script of its own next to the server's (dist/web/typescript.js), fetched and run the first time TypeScript or
// JavaScript is read. A workspace of PHP apps never loads it, and the server starts without parsing it. Its address
// comes with the client's initialization options (`typescriptUrl`, kept by start-browser.ts): the worker's own
// address may be a blob: URL, against which nothing resolves.

declare function importScripts(...urls: string[]): void;

const scope = globalThis as unknown as { location: { href: string }; routelensTypescriptUrl?: string; ts: unknown };
importScripts(scope.routelensTypescriptUrl ?? new URL('typescript.js', scope.location.href).href);

export const ts = scope.ts;
