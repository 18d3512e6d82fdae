import { useEffect, useState } from 'react';

/**
 * `first` in a component's first render and `later` from the next one, which comes once the browser has painted the
 * first (an effect runs after the paint): for what a page draws in a second pass, after the figure a trader opened
 * it for (issue 50). React's `useDeferredValue(later, first)` did this at mount, but Preact's renderer (decision 0155)
 * answers `later` at once, so the second pass would be lost.
 */
export const useAfterFirstPaint = <T>(later: T, first: T): T => {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  return painted ? later : first;
};
