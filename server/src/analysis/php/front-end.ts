// The CodeIgniter 3 / Bonfire front end (core/front-end.ts): `routes.php` files, parsed with php-parser and run by
// the PHP interpreter of this folder; an app's `config/routes.php` is an entry with or without `Route::` calls, and
// its table is what `$route` holds at its end (final-table.ts). A keystroke in a plain `$route` line patches the
// previous analysis (php-patch.ts).

import type { RouteRegistry } from '@routelens/shared';
import type { AnalysisFacts } from '../core/facts';
import type { EntryOptions, EntryRun, FrontEnd, ParsedFiles, PatchedAnalysis } from '../core/front-end';
import { roleByRouteCalls } from '../core/front-end';
import type { FileHost } from '../core/file-host';
import { finalRoutes } from './final-routes';
import { finalTable } from './final-table';
import { finalTableDiagnostics } from './final-table-lint';
import type { ContextHome, PhpApp } from './php-app';
import { PHP_EXTENSIONS, isCodeIgniterRoutes, phpAppOf } from './php-app';
import { PhpContext } from './php-context';
import { evaluatePhpFile } from './php-evaluate';
import { PhpParsedFile } from './php-parse';
import type { PhpPatchBase } from './php-patch';
import { patchPhp, phpBaseOf, phpSetupKey } from './php-patch';

export interface PhpOptions extends EntryOptions {
  /** The context home of PHP files; unset: read from the app's bonfire/libraries/Route.php, else Bonfire's release. */
  phpContextHome?: ContextHome;
}

export const phpFrontEnd: FrontEnd<ParsedFiles, PhpOptions> = {
  language: 'PHP (CodeIgniter 3 / Bonfire)',
  extensions: PHP_EXTENSIONS,
  parse: (file, text, previous, edit) => new PhpParsedFile(file, text, previous instanceof PhpParsedFile ? previous : undefined, edit),
  // A CodeIgniter app's config/routes.php is its route table, with or without Route:: calls (docs/decisions.md#php-apps).
  role: (file, parsed) => (isCodeIgniterRoutes(file) ? 'entry' : roleByRouteCalls(parsed)),
  // A PHP file's parse error is reported where its evaluation meets it (php-evaluate.ts).
  fileDiagnostics: () => [],
  routeArray: { table: finalTable, routes: finalRoutes, diagnostics: finalTableDiagnostics },
  begin: (entry, host, options, files) => new PhpRun(entry, host, options, files),
};

/** What a PHP analysis keeps for the next keystroke (php-patch.ts), as the front end's incremental state. */
class PhpState {
  constructor(readonly base: PhpPatchBase) {}
}

class PhpRun implements EntryRun {
  private readonly app: PhpApp;
  /** Everything besides the routes file's text that its evaluation depends on. */
  private readonly setupKey: string;
  private ctx: PhpContext | undefined;

  constructor(
    private readonly entry: string,
    private readonly host: FileHost,
    private readonly options: PhpOptions,
    private readonly files: ParsedFiles,
  ) {
    this.app = phpAppOf(entry, host, options.phpContextHome);
    this.setupKey = phpSetupKey(this.app, host, options);
  }

  get registryOptions() {
    return { ...this.options.registry, contextHome: this.app.contextHome, library: 'release' as const };
  }

  get dependencies(): readonly string[] {
    return this.app.dependencies;
  }

  patch(state: unknown): PatchedAnalysis | undefined {
    if (!(state instanceof PhpState)) return undefined;
    const patched = patchPhp(this.entry, this.host, (file, text) => this.parsed(file, text), state.base, this.setupKey);
    if (!patched) return undefined;
    return { facts: patched.facts, registry: patched.base.registry, state: new PhpState(patched.base), routes: patched.routes };
  }

  start(registry: RouteRegistry): PhpContext {
    this.ctx = new PhpContext(this.host, registry, this.options.limits, { entry: this.entry, defines: this.options.defines });
    return this.ctx;
  }

  evaluate(): void {
    const { app, options } = this;
    evaluatePhpFile(this.ctx!, this.entry, (file, text) => this.parsed(file, text), {
      defines: options.defines ?? {},
      constantFiles: app.constantFiles,
      paths: app.paths,
    });
  }

  incrementalState(facts: AnalysisFacts, registry: RouteRegistry): unknown {
    const base = phpBaseOf(this.entry, facts, registry, this.setupKey, this.ctx!.routeReads);
    return base && new PhpState(base);
  }

  /** A PHP file's parse, from the cache. */
  private parsed(file: string, text: string): PhpParsedFile {
    const parsed = this.files.get(file, text);
    return parsed instanceof PhpParsedFile ? parsed : new PhpParsedFile(file, text);
  }
}
