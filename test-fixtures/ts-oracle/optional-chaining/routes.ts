import { Route } from '@routelens/route';

interface Options { area?: { name?: string }; suffix?: string | null }
const options: Options = { area: { name: 'members' }, suffix: null };
const name = options.area?.name ?? 'guests';
const suffix = options.suffix ?? 'index';
Route.get(`${name}/home`, `${name}/${suffix}`);
const missing: Options = {};
Route.get(`${missing.area?.name ?? 'fallback'}/home`, 'fallback/index');
const maybe = [undefined, 'x'] as (string | undefined)[];
Route.get(`m/${maybe[0]?.toUpperCase() ?? 'none'}-${maybe[1]?.toUpperCase()}`, 'm/x');

export const routes = Route.map({});
