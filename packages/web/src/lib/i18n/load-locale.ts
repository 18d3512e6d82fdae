import { hasCatalogue, registerCatalogue, type CataloguePart } from './catalogue-store.ts';
import type { Locale } from './locales.ts';

type CatalogueModule = Promise<{ default: object }>;

// One file per language and part, fetched only by a reader of that language (issue 49's byte budgets). English's
// public part is in the entry; its app part comes with the signed-in frame (layouts/signed-in-frame.tsx).
const catalogueFiles: Record<Exclude<Locale, 'en'>, Record<CataloguePart, () => CatalogueModule>> = {
  'pt-BR': {
    public: () => import('./catalogues/pt-BR/public.json'),
    app: () => import('./catalogues/pt-BR/app.json'),
  },
  es: { public: () => import('./catalogues/es/public.json'), app: () => import('./catalogues/es/app.json') },
  'zh-CN': {
    public: () => import('./catalogues/zh-CN/public.json'),
    app: () => import('./catalogues/zh-CN/app.json'),
  },
  id: { public: () => import('./catalogues/id/public.json'), app: () => import('./catalogues/id/app.json') },
  ar: { public: () => import('./catalogues/ar/public.json'), app: () => import('./catalogues/ar/app.json') },
};

/** Fetches and registers `locale`'s `parts` that are not in yet (English's are, with the code that uses them). */
export const loadCatalogues = async (locale: Locale, parts: readonly CataloguePart[]): Promise<void> => {
  if (locale === 'en') return;
  const files = catalogueFiles[locale];
  await Promise.all(
    parts
      .filter((part) => !hasCatalogue(locale, part))
      .map(async (part) => registerCatalogue(locale, part, (await files[part]()).default)),
  );
};
