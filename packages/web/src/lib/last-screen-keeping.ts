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

type SheetsRead = { document: Document; shape: string; rules: string };
let lastSheetsRead: SheetsRead | null = null;

/**
 * The rules the page's styles have put in (MUI's are inserted into style elements' rule lists, their text is
 * empty); sheets of other sites cannot be read and are left out. Styles are only ever added while a page lives, so
 * while every sheet holds as many rules as at the last read, that read's text is still true: reading thousands of
 * rules again was most of a save's long task (issue 18: INP).
 */
const pageRules = (document: Document): string => {
  const sheets = Array.from(document.styleSheets).filter(
    (sheet) => !(sheet.ownerNode instanceof Element && sheet.ownerNode.id === paintedStyleId),
  );
  const readable = sheets.map((sheet) => {
    try {
      return sheet.cssRules;
    } catch {
      return null; // Another site's sheet: not ours to copy.
    }
  });
  const shape = readable.map((rules) => rules?.length ?? '-').join(',');
  if (lastSheetsRead?.document === document && lastSheetsRead.shape === shape) return lastSheetsRead.rules;
  const rules: string[] = [];
  for (const list of readable)
    if (list !== null) for (const rule of Array.from(list)) rules.push(rule.cssText);
  lastSheetsRead = { document, shape, rules: rules.join('\n') };
  return lastSheetsRead.rules;
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
  const candidates: StoredScreens[] = [
    { userId, screens },
    { userId, screens: { [path]: screen } },
  ];
  let fitting: string | undefined;
  for (const record of candidates) {
    const serialised = JSON.stringify(record);
    if (serialised.length > maximumStoredChars) continue;
    fitting = serialised;
    break;
  }
  try {
    if (fitting === undefined) storage.removeItem(lastScreenKey);
    else storage.setItem(lastScreenKey, fitting);
  } catch {
    storage.removeItem(lastScreenKey);
  }
};
