// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { idleSaver as IdleSaver } from './idle-save.ts';

// The module keeps when the trader last typed (one listener for every saver of the page). Each test loads it afresh:
// the fake clock starts again at 0 in each test, and an earlier test's last key would otherwise lie in its future.
let idleSaver: typeof IdleSaver;

const press = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: '5' }));

describe('a save for the next visit keeps out of a trader’s way (issue 18: INP)', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    vi.resetModules();
    ({ idleSaver } = await import('./idle-save.ts'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves once, three seconds after it is asked for, however often it is asked', () => {
    const save = vi.fn();
    const saver = idleSaver(save);
    saver.soon();
    saver.soon();
    vi.advanceTimersByTime(2_999);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('waits while the trader types, until two seconds after the last key', () => {
    const save = vi.fn();
    const saver = idleSaver(save);
    saver.soon();
    for (let key = 0; key < 8; key += 1) {
      vi.advanceTimersByTime(600);
      press();
    }
    vi.advanceTimersByTime(1_999);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('saves at once when the page is left, typing or not, and a cancelled save never runs', () => {
    const save = vi.fn();
    const saver = idleSaver(save);
    saver.soon();
    press();
    saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
    saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
    saver.soon();
    saver.cancel();
    vi.advanceTimersByTime(10_000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
