// The settings the client sends (initialization options and workspace/didChangeConfiguration).

export interface Settings {
  deleteAction?: string;
  defaultHome?: string;
  /** HMVC layout: the folder name of controllers and of modules. */
  controllersFolder?: string;
  modulesFolder?: string;
  /** Constants (PHP) and environment values (TypeScript): `{ "SITE_AREA": "admin" }`. */
  defines?: Record<string, unknown>;
  /** What a PHP context()'s home makes: `release`, `spec`, or `auto` (read from the app's Route.php). */
  phpContextHome?: string;
  /** Inlay hints with each verb route's final URI (`routelens.inlayHints.enabled`, default on). */
  inlayHints?: boolean;
  /** The client runs `command:` links in hovers (the VS Code extension): hovers offer sample requests as one. */
  commandLinks?: boolean;
}

/** The `routelens.defines` setting as names to texts (anything else in it is ignored). */
export function definesOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const defines: Record<string, string> = {};
  for (const [name, v] of Object.entries(value)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') defines[name] = String(v);
  }
  return defines;
}
