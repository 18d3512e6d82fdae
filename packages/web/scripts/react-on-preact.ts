/**
 * The app is written against React's API and runs on Preact's renderer (decision 0155): every import of React or
 * React DOM, the app's own and its libraries' (MUI, React Router, TanStack Query, react-hook-form), resolves to
 * preact/compat. On the bench's phone this takes about 60 KiB gzip and 0.3 s off a signed-in page's first figure.
 * Removing these lines is the whole way back to React's renderer.
 */
export const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/compat/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
