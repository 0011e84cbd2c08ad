import { PROGRESS_BAR } from '@space/contracts/limits';

/**
 * The navigation progress bar of spec §9, as NProgress draws it with PROGRESS_BAR's settings
 * (no spinner) and the same markup, `#nprogress > .bar > .peg` (styles/index.css): it starts at
 * `minimum`, creeps towards the end while a page loads, runs to the end when done, then fades
 * out and leaves the page. A few lines instead of a library (decision 037).
 */
const { minimum, speedMs, trickleSpeedMs } = PROGRESS_BAR;

let status: number | null = null;
let root: HTMLDivElement | null = null;
let fadeTimer: number | undefined;
let trickleTimer: number | undefined;

function show(progress: number): void {
  status = progress >= 1 ? null : progress;
  window.clearTimeout(fadeTimer);
  if (!root) {
    root = document.createElement('div');
    root.id = 'nprogress';
    // The bar is decoration: screen readers learn of the new page from its title and content.
    root.innerHTML = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';
    (root.firstChild as HTMLElement).style.transform = 'translate3d(-100%,0,0)';
    document.body.append(root);
    // Laid out at the start, so the first move is animated.
    void root.offsetWidth;
  }
  const current = root;
  current.style.transition = '';
  current.style.opacity = '1';
  const bar = current.firstChild as HTMLElement;
  bar.style.transition = `transform ${speedMs}ms ease`;
  bar.style.transform = `translate3d(${(Math.min(progress, 1) - 1) * 100}%,0,0)`;
  if (status !== null) return;
  fadeTimer = window.setTimeout(() => {
    current.style.transition = `opacity ${speedMs}ms linear`;
    current.style.opacity = '0';
    fadeTimer = window.setTimeout(() => {
      current.remove();
      root = null;
    }, speedMs);
  }, speedMs);
}

function trickle(): void {
  if (status === null) return;
  const step = status < 0.2 ? 0.1 : status < 0.5 ? 0.04 : status < 0.8 ? 0.02 : 0.005;
  show(Math.min(status + step, 0.994));
  trickleTimer = window.setTimeout(trickle, trickleSpeedMs);
}

export const progressBar = {
  isStarted: (): boolean => status !== null,
  start(): void {
    if (status !== null) return;
    show(minimum);
    window.clearTimeout(trickleTimer);
    trickleTimer = window.setTimeout(trickle, trickleSpeedMs);
  },
  done(): void {
    if (status !== null) show(1);
  },
};
