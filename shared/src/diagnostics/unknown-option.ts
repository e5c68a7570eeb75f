import { problems } from '@routelens/route';
import { defineDiagnostic } from './definition';

export const unknownOption = defineDiagnostic({
  ...problems.unknownOption,
  docs: { what: 'an options key the method does not know (e.g. `contoller`)', why: 'it is ignored', fix: 'fix the key (completion lists the known ones)' },
  examples: [
    {
      files: {
        'routes.ts': "import { Route } from '@routelens/route';\nRoute.resources('photos', { contoller: 'pics' });\nexport const routes = Route.map();\n",
      },
      at: "Route.resources('photos'",
    },
  ],
});
