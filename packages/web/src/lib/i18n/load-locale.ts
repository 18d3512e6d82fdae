import { hasCatalogue, registerCatalogue, type CataloguePart } from './catalogue-store.ts';
import type { Locale } from './locales.ts';

type CatalogueModule = Promise<{ default: object }>;

// One file per language and part, fetched only by a reader of that language (issue 49's byte budgets). English's
// public part is in the entry; its app part comes with the signed-in frame (layouts/signed-in-frame.tsx); the
// screens part (alerts, notifications, quotes: screens a page of the budget never shows) only when such a screen
// opens, in every language English included (decision 0138).
const catalogueFiles: Record<Locale, Partial<Record<CataloguePart, () => CatalogueModule>>> = {
  en: { screens: () => import('./catalogues/en/screens.json') },
  'pt-BR': {
    public: () => import('./catalogues/pt-BR/public.json'),
    app: () => import('./catalogues/pt-BR/app.json'),
    screens: () => import('./catalogues/pt-BR/screens.json'),
  },
  es: {
    public: () => import('./catalogues/es/public.json'),
    app: () => import('./catalogues/es/app.json'),
    screens: () => import('./catalogues/es/screens.json'),
  },
  'zh-CN': {
    public: () => import('./catalogues/zh-CN/public.json'),
    app: () => import('./catalogues/zh-CN/app.json'),
    screens: () => import('./catalogues/zh-CN/screens.json'),
  },
  id: {
    public: () => import('./catalogues/id/public.json'),
    app: () => import('./catalogues/id/app.json'),
    screens: () => import('./catalogues/id/screens.json'),
  },
  ar: {
    public: () => import('./catalogues/ar/public.json'),
    app: () => import('./catalogues/ar/app.json'),
    screens: () => import('./catalogues/ar/screens.json'),
  },
};

/** Fetches and registers `locale`'s `parts` that are not in yet (English's first two are, with their code). */
export const loadCatalogues = async (locale: Locale, parts: readonly CataloguePart[]): Promise<void> => {
  const files = catalogueFiles[locale];
  await Promise.all(
    parts
      .filter((part) => !hasCatalogue(locale, part))
      .map(async (part) => {
        const file = files[part];
        if (file !== undefined) registerCatalogue(locale, part, (await file()).default);
      }),
  );
};
