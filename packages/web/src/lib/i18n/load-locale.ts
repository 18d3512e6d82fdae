import { hasCatalogue, registerCatalogue, type CataloguePart } from './catalogue-store.ts';
import type { Locale } from './locales.ts';

type CatalogueModule = Promise<{ default: object }>;

// One file per language and part, fetched only by a reader of that language (issue 49's byte budgets). English's
// public part is in the entry; its app part comes with the signed-in frame (layouts/signed-in-frame.tsx); the
// screens part (alerts, notifications, quotes: screens a page of the budget never shows) only when such a screen
// opens, in every language English included (decision 0138); the server part only when a reply says one of its
// messages to a reader of another language (decision 0149).
const catalogueFiles: Record<Locale, Partial<Record<CataloguePart, () => CatalogueModule>>> = {
  en: {
    screens: () => import('./catalogues/en/screens.json'),
    server: () => import('./catalogues/en/server.json'),
  },
  'pt-BR': {
    public: () => import('./catalogues/pt-BR/public.json'),
    app: () => import('./catalogues/pt-BR/app.json'),
    screens: () => import('./catalogues/pt-BR/screens.json'),
    server: () => import('./catalogues/pt-BR/server.json'),
  },
  es: {
    public: () => import('./catalogues/es/public.json'),
    app: () => import('./catalogues/es/app.json'),
    screens: () => import('./catalogues/es/screens.json'),
    server: () => import('./catalogues/es/server.json'),
  },
  'zh-CN': {
    public: () => import('./catalogues/zh-CN/public.json'),
    app: () => import('./catalogues/zh-CN/app.json'),
    screens: () => import('./catalogues/zh-CN/screens.json'),
    server: () => import('./catalogues/zh-CN/server.json'),
  },
  id: {
    public: () => import('./catalogues/id/public.json'),
    app: () => import('./catalogues/id/app.json'),
    screens: () => import('./catalogues/id/screens.json'),
    server: () => import('./catalogues/id/server.json'),
  },
  ar: {
    public: () => import('./catalogues/ar/public.json'),
    app: () => import('./catalogues/ar/app.json'),
    screens: () => import('./catalogues/ar/screens.json'),
    server: () => import('./catalogues/ar/server.json'),
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
