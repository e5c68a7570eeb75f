// Every diagnostic routelens reports, in the order the README's table lists them. Each module holds a diagnostic's
// code, severity, messages, explanation, quick fix and examples (see definition.ts).

import { autoRouteBypass } from './auto-route-bypass';
import { blockNonArray } from './block-non-array';
import { blockServesDefault } from './block-serves-default';
import { childNeverExists } from './child-never-exists';
import { contextHomePath } from './context-home-path';
import type { DiagnosticDefinition } from './definition';
import { doubleSlash } from './double-slash';
import { duplicateName } from './duplicate-name';
import { emptyName } from './empty-name';
import { evaluationFailed } from './evaluation-failed';
import { evaluationLimit } from './evaluation-limit';
import { fileTooLarge } from './file-too-large';
import { invalidPattern } from './invalid-pattern';
import { invalidCallback, invalidMethod, invalidName, invalidOption, invalidOptions, invalidPath, invalidTarget } from './invalid-value';
import { namedBeforeDefined } from './named-before-defined';
import { notEvaluable } from './not-evaluable';
import { paramCount } from './param-count';
import { paramOutOfRange } from './param-out-of-range';
import { parseError } from './parse-error';
import { phpBlockArray } from './php-block-array';
import { phpGlobalRoute } from './php-global-route';
import { phpUpstreamDiffers } from './php-upstream-differs';
import { remapCatchesAll } from './remap-catches-all';
import { routeReplaced } from './route-replaced';
import { routeToMissing } from './route-to-missing';
import { slowPattern } from './slow-pattern';
import { translateDashesBeforeMap } from './translate-dashes-before-map';
import { unknownAction } from './unknown-action';
import { unknownController } from './unknown-controller';
import { unknownMethod } from './unknown-method';
import { unknownName } from './unknown-name';
import { unknownOption } from './unknown-option';
import { unreachableRoute } from './unreachable-route';
import { unroutedPublicMethod } from './unrouted-public-method';
import { unusedDefine } from './unused-define';
import { urlParams } from './url-params';
import { verbBypass } from './verb-bypass';
import { filterBypass } from './filter-bypass';
import { constraintBypass } from './constraint-bypass';
import { inheritedPublicMethod } from './inherited-public-method';
import { routeIgnored } from './route-ignored';
import { placeholderMangled } from './placeholder-mangled';
import { headNotRouted } from './head-not-routed';
import { unknownHandler } from './unknown-handler';
import { deadLink } from './dead-link';
import { unknownRouteName } from './unknown-route-name';
import { linkArgs } from './link-args';

export const DIAGNOSTICS = [
  blockNonArray,
  unknownMethod,
  unknownName,
  namedBeforeDefined,
  duplicateName,
  routeReplaced,
  unreachableRoute,
  paramOutOfRange,
  invalidPattern,
  doubleSlash,
  slowPattern,
  translateDashesBeforeMap,
  parseError,
  urlParams,
  contextHomePath,
  notEvaluable,
  unusedDefine,
  evaluationLimit,
  emptyName,
  childNeverExists,
  unknownOption,
  unknownController,
  unknownAction,
  autoRouteBypass,
  verbBypass,
  filterBypass,
  constraintBypass,
  inheritedPublicMethod,
  unroutedPublicMethod,
  blockServesDefault,
  routeToMissing,
  paramCount,
  remapCatchesAll,
  phpBlockArray,
  phpGlobalRoute,
  phpUpstreamDiffers,
  fileTooLarge,
  evaluationFailed,
  invalidOptions,
  invalidOption,
  invalidTarget,
  invalidPath,
  invalidName,
  invalidCallback,
  invalidMethod,
  routeIgnored,
  placeholderMangled,
  headNotRouted,
  unknownHandler,
  deadLink,
  unknownRouteName,
  linkArgs,
] as const;

/** A diagnostic code routelens reports. */
export type DiagnosticCode = (typeof DIAGNOSTICS)[number]['code'];

const BY_CODE: ReadonlyMap<string, DiagnosticDefinition> = new Map(DIAGNOSTICS.map((d) => [d.code, d as DiagnosticDefinition]));

/** The definition of a code; undefined for a code routelens does not report. */
export function diagnosticDefinition(code: string): DiagnosticDefinition | undefined {
  return BY_CODE.get(code);
}

export {
  deadLink,
  unknownRouteName,
  linkArgs,
  unknownHandler,
  routeIgnored,
  placeholderMangled,
  headNotRouted,
  autoRouteBypass,
  blockNonArray,
  blockServesDefault,
  childNeverExists,
  contextHomePath,
  doubleSlash,
  duplicateName,
  emptyName,
  evaluationFailed,
  evaluationLimit,
  fileTooLarge,
  invalidCallback,
  invalidMethod,
  invalidName,
  invalidOption,
  invalidOptions,
  invalidPath,
  invalidPattern,
  invalidTarget,
  namedBeforeDefined,
  notEvaluable,
  paramCount,
  paramOutOfRange,
  parseError,
  phpBlockArray,
  phpGlobalRoute,
  phpUpstreamDiffers,
  remapCatchesAll,
  routeReplaced,
  routeToMissing,
  slowPattern,
  translateDashesBeforeMap,
  unknownAction,
  unknownController,
  unknownMethod,
  unknownName,
  unknownOption,
  unreachableRoute,
  unroutedPublicMethod,
  unusedDefine,
  urlParams,
  verbBypass,
  filterBypass,
  constraintBypass,
  inheritedPublicMethod,
};
export type { DiagnosticDefinition, DiagnosticDocs, Example, Fix, FixContext, FixEdit, TextSpan } from './definition';
export { wholeLine } from './definition';
