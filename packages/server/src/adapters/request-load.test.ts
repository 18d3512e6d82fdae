import { describe, expect, it } from 'vitest';
import { createRequestLoad } from './request-load.ts';

describe('the request load (decision 0074)', () => {
  it('is active while a request is in flight and for the quiet moment after the last one ends', () => {
    let now = 1_000;
    const load = createRequestLoad(100, () => now);
    expect(load.othersActive()).toBe(false);
    const leaveFirst = load.enter();
    const leaveSecond = load.enter();
    expect(load.othersActive()).toBe(true);
    leaveFirst();
    now += 500;
    expect(load.othersActive()).toBe(true);
    leaveSecond();
    now += 99;
    expect(load.othersActive()).toBe(true);
    now += 1;
    expect(load.othersActive()).toBe(false);
  });

  it('counts a request out once however often its end is reported', () => {
    let now = 0;
    const load = createRequestLoad(100, () => now);
    const leaveFirst = load.enter();
    const leaveSecond = load.enter();
    leaveFirst();
    leaveFirst();
    now += 1_000;
    expect(load.othersActive()).toBe(true);
    leaveSecond();
    now += 1_000;
    expect(load.othersActive()).toBe(false);
  });
});
