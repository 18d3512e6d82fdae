import { describe, expect, it } from 'vitest';
import { countdownDeadlineMs, decideSessionCheck, isRecentlyActive } from './session-timing.ts';

const now = 1_800_000_000_000;
const seconds = (count: number) => count * 1000;

describe('isRecentlyActive (§4: 600 s window plus 60 s grace)', () => {
  it('counts activity up to 660 s ago', () => {
    expect(isRecentlyActive(now, now)).toBe(true);
    expect(isRecentlyActive(now, now - seconds(660))).toBe(true);
  });
  it('does not count activity older than that', () => {
    expect(isRecentlyActive(now, now - seconds(660) - 1)).toBe(false);
  });
});

describe('decideSessionCheck (the 10 s check)', () => {
  it('keeps a token with 70 s or more left', () => {
    expect(decideSessionCheck(now, now + seconds(70), now - seconds(3000))).toBe('keep');
    expect(decideSessionCheck(now, now + seconds(3600), now)).toBe('keep');
  });
  it('refreshes a token under 70 s when the user was recently active', () => {
    expect(decideSessionCheck(now, now + seconds(69), now - seconds(30))).toBe('refresh');
  });
  it('warns an idle user whose token has under 70 s left', () => {
    expect(decideSessionCheck(now, now + seconds(69), now - seconds(700))).toBe('warn');
  });
  it('treats an already expired token the same way', () => {
    expect(decideSessionCheck(now, now - seconds(5), now)).toBe('refresh');
    expect(decideSessionCheck(now, now - seconds(5), now - seconds(900))).toBe('warn');
  });
});

describe('countdownDeadlineMs', () => {
  it('ends when the token expires', () => {
    expect(countdownDeadlineMs(now, now + seconds(40))).toBe(now + seconds(40));
  });
  it('never runs longer than the dialog limit of 60 s', () => {
    expect(countdownDeadlineMs(now, now + seconds(69))).toBe(now + seconds(60));
  });
});
