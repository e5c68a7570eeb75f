// Slugs made from titles: accents stripped through normalize('NFD'), spaces and punctuation collapsed, ids padded.
import { Route } from '@routelens/route';

const slugify = (title: string): string =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const articles = [
  { id: 7, title: 'Crème Brûlée Recipes!' },
  { id: 42, title: '  Año Nuevo: 2025  ' },
  { id: 305, title: 'Ça va? Très bien.' },
];
for (const { id, title } of articles) {
  Route.get(`${String(id).padStart(4, '0')}-${slugify(title)}`, `articles/show/${id}`);
}
Route.get(encodeURIComponent('ünïcode path').toLowerCase(), 'articles/unicode');
Route.get(`${'section'.at(-1)}${'x'.repeat(3)}/${(3.14159).toFixed(2)}/${(255).toString(16)}`, 'articles/misc');

export const routes = Route.map({});
