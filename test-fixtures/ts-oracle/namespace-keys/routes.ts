// Keys of a namespace import, in the order the language gives them.
import { Route } from '@routelens/route';
import * as all from './mod';
for (const key of Object.keys(all)) Route.get('k/' + key, 'x/' + key);
export const routes = Route.map({});
