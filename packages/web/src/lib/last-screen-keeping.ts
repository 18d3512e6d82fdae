import {
  lastScreenKey,
  lastScreenPaths,
  paintedStyleId,
  readStoredScreens,
  type StoredScreen,
  type StoredScreens,
} from './last-screen.ts';

// Keeping the last screen of a calculator page for the next visit (decision 0067): only the calculator pages run it.

/** Far more than a page of 100 calculators (about 0.4 M); localStorage holds about 5 M per site. */
const maximumStoredChars = 1_500_000;

/**
 * The rules the page's styles have put in (MUI's are inserted into style elements' rule lists, their text is
 * empty); sheets of other sites cannot be read and are left out.
 */
const pageRules = (document: Document): string => {
  const rules: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    if (sheet.ownerNode instanceof Element && sheet.ownerNode.id === paintedStyleId) continue;
    try {
      for (const rule of Array.from(sheet.cssRules)) rules.push(rule.cssText);
    } catch {
      // Another site's sheet: not ours to copy.
    }
  }
  return rules.join('\n');
};

/** What `root` shows, with the fields as typed: a field's value and a box's tick live outside the markup. */
const markupOf = (root: Element): string => {
  const copy = root.cloneNode(true) as Element;
  const fields = root.querySelectorAll('input, textarea');
  const copiedFields = copy.querySelectorAll('input, textarea');
  fields.forEach((field, index) => {
    const copied = copiedFields[index];
    if (copied === undefined) return;
    if (field instanceof HTMLTextAreaElement) copied.textContent = field.value;
    else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
      copied.toggleAttribute('checked', field.checked);
    else if (field instanceof HTMLInputElement) copied.setAttribute('value', field.value);
  });
  return copy.innerHTML;
};

/**
 * Keeps what `root` shows now as the last screen of `path` for `userId`, beside the other page's; another user's
 * screens are replaced. Storage that is full or refused only loses the next visit's head start.
 */
export const saveLastScreen = (
  document: Document,
  storage: Storage,
  {
    root,
    path,
    userId,
    nowMs,
    savedAtText,
  }: {
    root: Element;
    path: string;
    userId: string;
    nowMs: number;
    savedAtText: string;
  },
): void => {
  if (!lastScreenPaths.has(path)) return;
  const screen: StoredScreen = {
    html: markupOf(root),
    css: pageRules(document),
    savedAtMs: nowMs,
    savedAtText,
  };
  const stored = readStoredScreens(storage);
  const screens = stored?.userId === userId ? { ...stored.screens, [path]: screen } : { [path]: screen };
  // Both pages if they fit, else this one alone, else none (a page too large to keep is not painted half).
  const fitting = [
    { userId, screens },
    { userId, screens: { [path]: screen } },
  ]
    .map((record: StoredScreens) => JSON.stringify(record))
    .find((serialised) => serialised.length <= maximumStoredChars);
  try {
    if (fitting === undefined) storage.removeItem(lastScreenKey);
    else storage.setItem(lastScreenKey, fitting);
  } catch {
    storage.removeItem(lastScreenKey);
  }
};
