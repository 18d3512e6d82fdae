import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { defineConfig, defaultClientConditions, type HtmlTagDescriptor, type Plugin } from 'vite';
import { build as bundle, type ChunkingContext, type OutputBundle, type OutputChunk } from 'rolldown';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './scripts/compile-hints-plugin.ts';
import { icuCatalogues } from './scripts/icu-catalogues-plugin.ts';
import { reactOnPreact } from './scripts/react-on-preact.ts';
import { signedInCodeMetaName } from './src/app/signed-in-code-preload.ts';

// The signed-in frame with Home and My Calculators, the pages a trader opens most: one file, as the routes' loaders
// render the frame and the figures in one paint (issue 50). A calculator's own page (its history, quotes,
// destinations) comes in a file of its own: Home and the list do not carry it.
const signedInFrameModule = '/src/app/layouts/signed-in-frame.tsx';
const calculatorPageRoots = [
  signedInFrameModule,
  '/src/app/routes/home-route.tsx',
  '/src/app/routes/calculators-route.tsx',
];

// A calculator card's inputs and cost breakdown, which the card renders after its name and DDP (decisions 0143,
// 0153): a file of their own, so the first figure does not wait for their bytes; and the side panel of its cost
// blocks, in another, fetched when a trader first opens one.
const calculatorInputsRoots = ['/src/features/calculators/components/calculator-card-inputs.tsx'];
const costBlockPanelRoots = ['/src/features/calculators/components/cost-block-drawer.tsx'];

// The sign-in code the login page fetches once the user types: what it shares with the calculator pages must not
// come inside their file, or typing a username would fetch all of it (issue 18's login budget).
const signInRoots = ['/src/features/auth/utils/sign-in-flow.ts'];

/** Modules named as roots, any route's loader (`*-loader.ts`, issue 50), or those a test picks. */
type Roots = readonly string[] | RegExp | ((id: string, context: ChunkingContext) => boolean);
const isRoot = (roots: Roots, id: string, context: ChunkingContext): boolean => {
  if (roots instanceof RegExp) return roots.test(id);
  if (typeof roots === 'function') return roots(id, context);
  return roots.some((root) => id.endsWith(root));
};

// Each page (its HTML and first module), and the console's route table (its only way to the console's code).
const pageEntries = /\.html$|\/src\/(main|operations-main|app\/operations-routes)\.tsx$/;

// Every route's reads, in a file of their own: a loader's module comes before the page's code, so its reads travel
// beside that code instead of after it (issue 50).
const routeLoaders = /\/src\/app\/.*-loader\.ts$/;

/** Whether `id` is one of `roots` or imported by one, directly or through others (static imports only). */
const importedFrom = (roots: Roots, id: string, context: ChunkingContext): boolean => {
  const waiting = [id];
  const seen = new Set(waiting);
  for (let current = waiting.pop(); current !== undefined; current = waiting.pop()) {
    if (isRoot(roots, current, context)) return true;
    for (const importer of context.getModuleInfo(current)?.importers ?? [])
      if (!seen.has(importer)) {
        seen.add(importer);
        waiting.push(importer);
      }
  }
  return false;
};

/**
 * The reply contracts of the loaders' reads, which each fetcher imports beside its request (decision 0153): core's
 * contract modules that a loader's imports load lazily.
 */
const contractModule = /\/core\/src\/.*\.(endpoints|schemas)\.ts$/;
const routeReplyContracts = (id: string, context: ChunkingContext): boolean =>
  contractModule.test(id) &&
  (context.getModuleInfo(id)?.dynamicImporters ?? []).some((importer) =>
    importedFrom(routeLoaders, importer, context),
  );

/** A group that names `chunk` every module the `roots` import (lazy parts stay apart). */
const chunkOf =
  (chunk: string, roots: Roots) =>
  (id: string, context: ChunkingContext): string | null =>
    importedFrom(roots, id, context) ? chunk : null;

/** The same, without the calculators feature's own modules: what other pages share with the `roots`. */
const sharedOf =
  (chunk: string, roots: Roots) =>
  (id: string, context: ChunkingContext): string | null =>
    !id.includes('/src/features/calculators/') && importedFrom(roots, id, context) ? chunk : null;

// The account view's first paint, its Details tab: its other tabs, forms and dialogs come after it (issue 50).
const accountViewRoots = ['/src/app/routes/account-route.tsx'];

/**
 * What that first paint shares with a calculator card's inputs and panels (a divider, a skeleton, the tabs' keyboard
 * moves): a file of its own that both load, rather than the account view waiting for the card's form controls.
 */
const sharedByAccountAndCard = (id: string, context: ChunkingContext): string | null =>
  importedFrom(accountViewRoots, id, context) &&
  importedFrom([...calculatorInputsRoots, ...costBlockPanelRoots], id, context)
    ? 'display-parts'
    : null;

// Addresses the server answers itself: the service worker never answers them with the app's page.
const serverAddresses =
  /^\/(api|oauth|aqa|system|xpr|shared|username|requestpasswordreset|checkpasswordreset|resetpassword|\.well-known|ops)(\/|$)/;

/**
 * The installable app (issue 18 item 3, decision 0052): a service worker that answers a navigation with the stored
 * page at once and keeps the code a trader has loaded, so a repeat visit on a weak link waits for no code. It
 * stores no API reply: the last figures are the app's own, per user, cleared at sign-out (lib/persisted-figures.ts).
 */
const installableApp = VitePWA({
  registerType: 'autoUpdate',
  // Registered by main.tsx once the page has loaded: no inline script (the policy allows none).
  injectRegister: null,
  manifest: {
    name: 'PSC Physical Sugar Calculator',
    short_name: 'PSC',
    description: 'Delivered sugar prices per tonne and per cargo, in your currency',
    theme_color: '#1b4d3e',
    background_color: '#ffffff',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  },
  workbox: {
    // The page and what the login and calculator pages run, which the browser has mostly fetched already: the
    // hashed files are asked for as they are (the HTTP cache answers), only the page with a revision.
    globPatterns: ['index.html', 'assets/index-*.js', 'assets/start-*.js', 'assets/calculator-pages-*.js'],
    dontCacheBustURLsMatching: /^assets\//,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [serverAddresses],
    inlineWorkboxRuntime: true,
    sourcemap: false,
    cleanupOutdatedCaches: true,
    // Every other screen's code once it has been loaded: hashed, so a stored copy is never stale.
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'psc-code', expiration: { maxEntries: 200 } },
      },
    ],
  },
});

/** The chunks of a written bundle, by file name. */
const chunksOf = (written: OutputBundle): Map<string, OutputChunk> =>
  new Map(
    Object.values(written)
      .filter((output): output is OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );

/** `fileName` and every file it imports statically, directly or through others. */
const withStaticImports = (chunks: Map<string, OutputChunk>, fileName: string): Set<string> => {
  const files = new Set<string>();
  const waiting = [fileName];
  for (let current = waiting.pop(); current !== undefined; current = waiting.pop())
    if (!files.has(current)) {
      files.add(current);
      waiting.push(...(chunks.get(current)?.imports ?? []));
    }
  return files;
};

/** The files `module`'s chunk brings that the page's entry does not already load: that chunk and its static imports. */
const filesBeyondEntry = (written: OutputBundle, entry: OutputChunk, module: string): string[] => {
  const chunks = chunksOf(written);
  const holder = [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)));
  if (holder === undefined) throw new Error(`the bundle has no chunk holding ${module}`);
  const entryFiles = withStaticImports(chunks, entry.fileName);
  return [...withStaticImports(chunks, holder.fileName)].filter((file) => !entryFiles.has(file));
};

/**
 * What the app's first paint runs (decision 0162): its entry with the files it imports, and the signed-in frame's
 * files that the inline script asks for while those arrive (the login page runs the first alone).
 */
const firstPaintFiles = (written: OutputBundle): string[] => {
  const entry = Object.values(written).find(
    (output): output is OutputChunk => output.type === 'chunk' && output.isEntry && output.name === 'index',
  );
  if (entry === undefined) throw new Error('psc-compile-hints: the bundle has no index entry');
  return [
    ...withStaticImports(chunksOf(written), entry.fileName),
    ...filesBeyondEntry(written, entry, signedInFrameModule),
  ];
};

/**
 * The entry's files' size as the server sends them, Brotli-compressed: within about 1% of scripts/compress-dist.mjs's
 * files, as the bundle still changes a little after the page is written. The inline script times the frame's files
 * by it (decision 0163).
 */
const compressedEntryBytes = (written: OutputBundle, entry: OutputChunk): number => {
  const chunks = chunksOf(written);
  let bytes = 0;
  for (const file of withStaticImports(chunks, entry.fileName))
    bytes += brotliCompressSync(chunks.get(file)?.code ?? '').length;
  return bytes;
};

/**
 * index.html's one inline script (src/app/inline-script.ts): it paints the last screen of a calculator page while
 * the page is read, before the app's code arrives (decision 0067), and asks for the signed-in frame's files as the
 * entry's arrive (decisions 0158, 0163), which a meta element names. Built here on its own, small and self-contained,
 * and put after the root element; the server allows it by its hash.
 */
const inlineScript = (): Plugin => ({
  name: 'psc-inline-script',
  // After the bundle is written: the meta element lists its files' names (in development there is no bundle).
  transformIndexHtml: {
    order: 'post',
    handler: async (_html, { path, bundle: written, chunk: entry }) => {
      // The app's page only: the operations console's page paints no trader's screen.
      if (!path.endsWith('/index.html')) return [];
      const { output } = await bundle({
        input: fileURLToPath(new URL('./src/app/inline-script.ts', import.meta.url)),
        write: false,
        logLevel: 'warn',
        resolve: { conditionNames: ['@psc/source', 'import', 'browser', 'default'] },
        output: { format: 'iife', minify: true },
      });
      const script: HtmlTagDescriptor = { tag: 'script', children: output[0].code.trim(), injectTo: 'body' };
      if (written === undefined || entry === undefined) return [script];
      const files = filesBeyondEntry(written, entry, signedInFrameModule).map((file) => `/${file}`);
      const meta: HtmlTagDescriptor = {
        tag: 'meta',
        attrs: {
          name: signedInCodeMetaName,
          content: files.join(' '),
          'data-entry-bytes': String(compressedEntryBytes(written, entry)),
        },
        injectTo: 'head',
      };
      return [meta, script];
    },
  },
});

export default defineConfig({
  plugins: [icuCatalogues(), installableApp, inlineScript(), compileHints(firstPaintFiles)],
  resolve: {
    // Read @psc/core from its TypeScript sources, as the package exports map allows.
    conditions: ['@psc/source', ...defaultClientConditions],
    // The catalogues come compiled (scripts/icu-catalogues-plugin.ts): intl-messageformat without the ICU parser.
    alias: [
      ...reactOnPreact,
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: {
    // bench/login-bundle-size.mjs reads the manifest to find what the login page loads.
    manifest: true,
    // Maps for error reports, without the comment that would make browsers fetch them; scripts/compress-dist.mjs
    // moves them out of the served directory.
    sourcemap: 'hidden',
    rolldownOptions: {
      // The app's page, and the operations console's page of its own (issue 50): the console's code is reachable
      // only from operations.html, which the server answers for /ops addresses.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        operations: fileURLToPath(new URL('./operations.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            // What the login page runs (React, the router, MUI's core, TanStack Query): one file, not twenty-five.
            // The two pages' own first modules stay in their entry files: the console's route table never comes
            // into this file, which the console's page loads too (React and MUI are shared).
            { name: 'start', tags: ['$initial'], test: (id) => !pageEntries.test(id), priority: 20 },
            // zod in a file of its own: the sign-in code fetches it with the first request, not before the first
            // click (decision 0053), and the signed-in pages share it.
            { name: 'zod-library', test: /\/node_modules\/zod\//, priority: 16 },
            { name: chunkOf('sign-in', signInRoots), priority: 15 },
            { name: chunkOf('route-reads', routeLoaders), priority: 12 },
            // The contracts those reads' replies are checked with, in one file that comes with zod's, beside the
            // page's code: the requests leave before zod and the contracts are built (decision 0153).
            { name: chunkOf('route-contracts', routeReplyContracts), priority: 11 },
            // On a 150 ms link each file costs a round trip on one of six connections, so seventy small files cost
            // more than the bytes they save (docs/decisions/0051).
            { name: chunkOf('calculator-pages', calculatorPageRoots), priority: 10 },
            { name: sharedByAccountAndCard, priority: 9 },
            // What the card's inputs and its cost-block panel share with the other pages' forms (MUI's inputs, the
            // port search, react-hook-form, the form fields): a file apart from the card's own code, which the
            // account view then does not load.
            {
              name: sharedOf('form-controls', [...calculatorInputsRoots, ...costBlockPanelRoots]),
              priority: 8,
            },
            { name: chunkOf('calculator-inputs', calculatorInputsRoots), priority: 7 },
            { name: chunkOf('cost-block-panels', costBlockPanelRoots), priority: 6 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/oauth': 'http://localhost:8585',
      '/api': 'http://localhost:8585',
      '/aqa': 'http://localhost:8585',
      '/username': 'http://localhost:8585',
      '/requestpasswordreset': 'http://localhost:8585',
      '/checkpasswordreset': 'http://localhost:8585',
      '/resetpassword': 'http://localhost:8585',
      '^/register$': {
        target: 'http://localhost:8585',
        bypass: (request) => (request.method === 'POST' ? undefined : '/index.html'),
      },
    },
  },
});
