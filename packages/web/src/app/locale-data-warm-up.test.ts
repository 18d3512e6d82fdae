// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessTokenKey } from '../features/auth/stores/session-keys.ts';
import { warmUpLocaleData } from './locale-data-warm-up.ts';

/**
 * The page's own Intl with its two format constructors counted: each still makes the runtime's format (a subclass
 * calling it), and every other member of Intl is the runtime's, through the prototype.
 */
const watchFormats = () => {
  const made: string[] = [];
  const { Intl } = window;
  class NumberFormat extends Intl.NumberFormat {
    constructor(...options: ConstructorParameters<typeof Intl.NumberFormat>) {
      super(...options);
      made.push('number');
    }
  }
  class DateTimeFormat extends Intl.DateTimeFormat {
    constructor(...options: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      super(...options);
      made.push('date');
    }
  }
  const countingIntl: typeof Intl = Object.create(Intl, {
    NumberFormat: { value: NumberFormat },
    DateTimeFormat: { value: DateTimeFormat },
  });
  vi.stubGlobal('Intl', countingIntl);
  return made;
};

describe("the browser's locale data, loaded while the code is on the wire", () => {
  const idleCallbacks: IdleRequestCallback[] = [];
  beforeEach(() => {
    localStorage.clear();
    idleCallbacks.length = 0;
    // jsdom has no idle callbacks; Chrome and Firefox have.
    window.requestIdleCallback = (callback) => idleCallbacks.push(callback);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });

  it('makes one number and one date format once the browser is idle, not while the script runs', () => {
    localStorage.setItem(accessTokenKey, 'token');
    const made = watchFormats();
    warmUpLocaleData(window);
    expect(made, 'nothing before the last screen is painted').toEqual([]);
    expect(idleCallbacks).toHaveLength(1);

    idleCallbacks[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    expect(made).toEqual(['number', 'date']);
  });

  it('asks a browser without idle callbacks (Safari) for a task after the next paint', () => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    localStorage.setItem(accessTokenKey, 'token');
    const made = watchFormats();
    warmUpLocaleData(window);
    vi.runAllTimers();
    expect(made, 'nothing before the next frame').toEqual([]);

    frames[0]?.(0);
    expect(made, 'nor in the frame, before its paint').toEqual([]);
    vi.runAllTimers();
    expect(made).toEqual(['number', 'date']);
  });

  it('leaves a signed-out visitor, whose login page shows no figures, alone', () => {
    localStorage.setItem(accessTokenKey, '');
    warmUpLocaleData(window);
    expect(idleCallbacks).toEqual([]);
  });
});
