// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** activity.ts reads its settings when it loads: import a fresh copy after preparing storage. */
async function load(settings: Record<string, string>) {
  localStorage.clear();
  for (const [key, value] of Object.entries(settings)) localStorage.setItem(key, value);
  vi.resetModules();
  return import('./activity');
}

beforeEach(() => {
  vi.useRealTimers();
});

describe('idle countdown (spec part 1 §4, §9)', () => {
  it('is 1800 s checked every 15 s by default, and each request resets it', async () => {
    const activity = await load({});
    expect(activity.SESSION_SECONDS).toBe(1800);
    expect(activity.TICK_SECONDS).toBe(15);
    // The clock stands still: a millisecond between reading it and touching would make 1786.
    const start = Date.now();
    vi.useFakeTimers({ now: start });
    activity.touchActivity();
    expect(activity.secondsLeft(start + 15_000)).toBe(1785);
    expect(activity.secondsLeft(start + 1_800_000)).toBe(0);
    vi.useFakeTimers({ now: start + 900_000 });
    activity.touchActivity();
    expect(activity.secondsLeft(start + 900_000)).toBe(1800);
  });

  it('can be shortened for tests through localStorage, never lengthened', async () => {
    const short = await load({ 'pb.sessionSeconds': '30', 'pb.sessionTickSeconds': '1' });
    expect(short.SESSION_SECONDS).toBe(30);
    expect(short.TICK_SECONDS).toBe(1);
    for (const bad of ['0', '-5', 'abc', '', '99999']) {
      const ignored = await load({ 'pb.sessionSeconds': bad, 'pb.sessionTickSeconds': bad });
      expect(ignored.SESSION_SECONDS, bad).toBe(1800);
      expect(ignored.TICK_SECONDS, bad).toBe(15);
    }
  });
});
