// The inline script of index.html, built on its own by vite.config.ts (decision 0067).
import { paintAtStart } from './paint-at-start.ts';

try {
  paintAtStart(window, Date.now());
} catch {
  // A picture of the last visit is never worth an error: the app starts as it would without it.
}
