// A multilingual site: each locale gets its pages under its own prefix, with slugs translated per locale and the
// default locale also served without a prefix.
import { Route } from '@routelens/route';

type Locale = 'en' | 'de' | 'fr';
const DEFAULT_LOCALE: Locale = 'en';
const LOCALES: readonly Locale[] = ['en', 'de', 'fr'];

const slugs: Record<string, Partial<Record<Locale, string>>> = {
  about: { de: 'ueber-uns', fr: 'a-propos' },
  contact: { de: 'kontakt' },
  pricing: { de: 'preise', fr: 'tarifs' },
};

function slugFor(page: string, locale: Locale): string {
  return slugs[page]?.[locale] ?? page;
}

for (const locale of LOCALES) {
  const pages = Object.keys(slugs).map((page) => [page, slugFor(page, locale)] as const);
  Route.prefix(locale, () => {
    Route.get('', 'home/index', { as: `home_${locale}` });
    for (const [page, slug] of pages) Route.get(slug, `pages/${page}`, { as: `${page}_${locale}` });
  });
  if (locale === DEFAULT_LOCALE) {
    pages.forEach(([page, slug]) => Route.get(slug, `pages/${page}`));
  }
}
Route.get('sitemap.xml', 'sitemap/index');
Route.get('go/' + Route.named('pricing_de'), 'redirect/pricing');

export const routes = Route.map({ default_controller: 'home' });
