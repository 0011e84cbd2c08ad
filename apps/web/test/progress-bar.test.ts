import { PROGRESS_BAR } from '@space/contracts/limits';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressBar } from '../src/app/navigation/progress-bar.ts';

const bar = () => document.querySelector<HTMLElement>('#nprogress .bar');
const position = () => bar()?.style.transform;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the navigation progress bar (spec §9)', () => {
  it('starts at the minimum, creeps on while loading, then finishes, fades and leaves', () => {
    progressBar.start();
    expect(progressBar.isStarted()).toBe(true);
    expect(bar()?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('#nprogress .peg')).not.toBeNull();
    expect(document.querySelector('.spinner')).toBeNull();
    expect(position()).toBe(`translate3d(${(PROGRESS_BAR.minimum - 1) * 100}%,0,0)`);

    vi.advanceTimersByTime(PROGRESS_BAR.trickleSpeedMs * 5);
    const crept = Number(/\((-?[\d.]+)%/.exec(position()!)![1]);
    expect(crept).toBeGreaterThan((PROGRESS_BAR.minimum - 1) * 100);
    expect(crept).toBeLessThan(0);

    progressBar.done();
    expect(progressBar.isStarted()).toBe(false);
    expect(position()).toBe('translate3d(0%,0,0)');
    vi.advanceTimersByTime(PROGRESS_BAR.speedMs);
    expect(document.getElementById('nprogress')?.style.opacity).toBe('0');
    vi.advanceTimersByTime(PROGRESS_BAR.speedMs);
    expect(document.getElementById('nprogress')).toBeNull();
  });

  it('stays when a navigation starts while it fades out', () => {
    progressBar.start();
    progressBar.done();
    vi.advanceTimersByTime(PROGRESS_BAR.speedMs);
    progressBar.start();
    vi.advanceTimersByTime(PROGRESS_BAR.speedMs * 3);
    expect(document.getElementById('nprogress')?.style.opacity).toBe('1');
    progressBar.done();
    vi.advanceTimersByTime(PROGRESS_BAR.speedMs * 2);
    expect(document.getElementById('nprogress')).toBeNull();
  });
});
