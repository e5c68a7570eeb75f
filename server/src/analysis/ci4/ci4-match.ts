// What runs for a request to an analysed CodeIgniter 4 app: the resolver's input made from the app's table, its
// routing settings, `Config\App` and its classes.

import type { Ci4Analysis } from './ci4-table';
import type { Ci4Query, Ci4Resolution, Ci4ResolveInput } from './ci4-resolve';
import { resolveCi4 } from './ci4-resolve';

/** The resolver's input for an app, or why requests to it cannot be resolved. */
export function ci4ResolveInput(analysis: Ci4Analysis): Ci4ResolveInput | { unknown: string } {
  const { app, collection, classes } = analysis;
  const { indexPage, permittedURIChars, supportedLocales } = app.appConfig;
  if (indexPage === undefined) return { unknown: 'Config\\App::$indexPage is not known' };
  if (permittedURIChars === undefined) return { unknown: 'Config\\App::$permittedURIChars is not known' };
  return {
    collection,
    classes,
    appPath: app.paths.APPPATH,
    moduleRoutes: app.routing.moduleRoutes,
    translateUriToCamelCase: app.routing.translateUriToCamelCase,
    autoRoutesImproved: app.routing.autoRoutesImproved,
    multipleSegmentsOneParam: app.routing.multipleSegmentsOneParam,
    pathConfig: { indexPage, permittedURIChars },
    ...(supportedLocales ? { supportedLocales } : {}),
    filters: analysis.filters,
    useControllerAttributes: app.routing.useControllerAttributes,
    appNamespaces: app.namespaces.map(([prefix]) => prefix).filter((p) => p !== 'Config'),
  };
}

/** What CodeIgniter 4 runs for the request. */
export function matchCi4(analysis: Ci4Analysis, query: Ci4Query): Ci4Resolution {
  const input = ci4ResolveInput(analysis);
  if ('unknown' in input)
    return {
      status: null,
      verb: query.verb,
      path: query.uri,
      match: null,
      runs: null,
      redirect: null,
      reason: input.unknown,
      conditions: [],
      filters: null,
      required: null,
    };
  return resolveCi4(input, query);
}
