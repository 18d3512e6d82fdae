// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { longestPaintMs, paintAtStart } from '../app/last-screen/paint-at-start.ts';
import { lastScreenKey, paintedPath, releaseLastScreen } from './last-screen.ts';
import { saveLastScreen } from './last-screen-keeping.ts';
import { paintableScreen, paintLastScreen, type PaintSession } from './last-screen-paint.ts';

const savedAtMs = Date.UTC(2026, 10, 27, 10, 0);
const fiveMinutesLater = savedAtMs + 5 * 60_000;
const trader: PaintSession = { userId: 'u-1', hasToken: true, expiresAtMs: savedAtMs + 3_600_000 };

/** A calculator page as the app leaves it: a styled figure and a field the trader typed into. */
const showPage = (ddp: string) => {
  document.head.innerHTML = '<style>.figure { font-weight: 700; }</style>';
  document.body.innerHTML = `<div id="root"><p class="figure">DDP ${ddp} USD/t</p><input aria-label="Tonnes"></div>`;
  const tonnes = document.querySelector('input');
  if (tonnes !== null) tonnes.value = '25000';
  const root = document.getElementById('root');
  if (root === null) throw new Error('no root');
  return root;
};

const save = (path: string, userId: string, ddp: string, nowMs = savedAtMs) =>
  saveLastScreen(document, localStorage, {
    root: showPage(ddp),
    path,
    userId,
    nowMs,
    savedAtText: '27/11/2026 10:00',
  });

/** The page as a new visit starts it: the root empty, nothing painted. */
const startVisit = () => {
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"></div>';
  document.documentElement.removeAttribute('data-last-screen');
};

describe('the last screen painted before the code (decision 0067)', () => {
  beforeEach(() => {
    localStorage.clear();
    startVisit();
  });
  afterEach(() => vi.useRealTimers());

  it('paints the page as it was left: figures, typed fields and styles, inert, with its age, until released', () => {
    save('/calculators', 'u-1', '612.40');
    startVisit();
    const screen = paintableScreen(localStorage, trader, '/calculators', fiveMinutesLater);
    expect(screen).not.toBeNull();
    if (screen === null) return;
    paintLastScreen(document, '/calculators', screen, fiveMinutesLater);

    const painted = document.getElementById('last-screen');
    expect(painted?.textContent).toContain('DDP 612.40 USD/t');
    const picture = painted?.querySelector('[inert][aria-hidden="true"]');
    expect(picture?.querySelector('input')?.getAttribute('value')).toBe('25000');
    expect(painted?.querySelector('[role="status"]')?.textContent).toBe(
      'Figures of your last visit (27/11/2026 10:00, 5 mins ago); updating...',
    );
    expect(document.getElementById('last-screen-style')?.textContent).toContain('font-weight: 700');
    expect(paintedPath(document)).toBe('/calculators');
    // The app's own tree sits empty beneath it: nothing of the picture is in there.
    expect(document.getElementById('root')?.textContent).toBe('');

    releaseLastScreen(document);
    expect(document.getElementById('last-screen')).toBeNull();
    expect(document.getElementById('last-screen-style')).toBeNull();
    expect(paintedPath(document)).toBeNull();
  });

  it.each([
    ['another user', { ...trader, userId: 'u-2' }, '/calculators'],
    ['no session', { userId: null, hasToken: false, expiresAtMs: null }, '/calculators'],
    [
      'a session with under a minute left',
      { ...trader, expiresAtMs: fiveMinutesLater + 59_000 },
      '/calculators',
    ],
    ['a page that is not a calculator page', trader, '/account'],
    ['a page never shown', trader, '/'],
  ])('paints nothing for %s', (_case, session: PaintSession, path) => {
    save('/calculators', 'u-1', '612.40');
    expect(paintableScreen(localStorage, session, path, fiveMinutesLater)).toBeNull();
  });

  it('paints nothing from storage it cannot read', () => {
    localStorage.setItem(lastScreenKey, '{not json');
    expect(paintableScreen(localStorage, trader, '/calculators', fiveMinutesLater)).toBeNull();
  });

  it("keeps both calculator pages of one user, and none of a previous user's", () => {
    save('/', 'u-1', '600.00');
    save('/calculators', 'u-1', '612.40');
    expect(paintableScreen(localStorage, trader, '/', fiveMinutesLater)?.html).toContain('600.00');
    expect(paintableScreen(localStorage, trader, '/calculators', fiveMinutesLater)?.html).toContain('612.40');

    save('/calculators', 'u-2', '700.00');
    const colleague = { ...trader, userId: 'u-2' };
    expect(paintableScreen(localStorage, colleague, '/calculators', fiveMinutesLater)?.html).toContain(
      '700.00',
    );
    expect(paintableScreen(localStorage, colleague, '/', fiveMinutesLater)).toBeNull();
    expect(localStorage.getItem(lastScreenKey)).not.toContain('600.00');
  });

  it('keeps no page that is not a calculator page, and no page too large to keep whole', () => {
    save('/account', 'u-1', '612.40');
    expect(localStorage.getItem(lastScreenKey)).toBeNull();
    save('/calculators', 'u-1', '9'.repeat(1_600_000));
    expect(localStorage.getItem(lastScreenKey)).toBeNull();
  });

  it('at start, paints for the stored session and takes the picture away if the app never shows the page', () => {
    vi.useFakeTimers();
    save('/calculators', 'u-1', '612.40');
    startVisit();
    localStorage.setItem('psc.accessToken', 'token');
    localStorage.setItem('psc.userId', 'u-1');
    localStorage.setItem('psc.expiresAt', String(savedAtMs + 3_600_000));
    const visit = (search: string) =>
      ({
        localStorage,
        document,
        location: { pathname: '/calculators', search },
        setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
      }) as unknown as Window;

    paintAtStart(visit('?session_id=cs_1'), fiveMinutesLater);
    expect(paintedPath(document)).toBeNull();

    paintAtStart(visit(''), fiveMinutesLater);
    expect(document.getElementById('last-screen')?.textContent).toContain('DDP 612.40 USD/t');
    vi.advanceTimersByTime(longestPaintMs);
    expect(document.getElementById('last-screen')).toBeNull();
  });
});
