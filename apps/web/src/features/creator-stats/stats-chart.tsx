import type { Locale } from '@space/contracts/locales';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { intlLocale } from '../../lib/intl.ts';
import type { ChartData } from './stats-shaping.ts';
import { formatDay } from './stats-shaping.ts';

const HEIGHT = 260;
/** Tick steps for counts: whole numbers only (no "1.5 downloads"). */
const WHOLE_STEPS = Array.from({ length: 10 }, (_, power) =>
  [1, 2, 5].map((step) => step * 10 ** power),
).flat();

/** The theme's colours as canvas needs them (it cannot read CSS variables itself). */
function themeColors() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    lines: [
      read('--space-primary', '#5b4bf0'),
      read('--space-accent', '#0ea5b7'),
      read('--space-success', '#0e7350'),
      read('--space-warning', '#a35d00'),
    ],
    text: read('--space-muted', '#5d5b70'),
    grid: read('--space-border', '#e3e2ee'),
    surface: read('--space-surface', '#ffffff'),
  };
}

/** Bumps whenever the app switches theme (`data-theme` on <html>), to redraw in its colours. */
function useThemeVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setVersion((v) => v + 1));
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
    });
    return () => observer.disconnect();
  }, []);
  return version;
}

function isoDay(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/**
 * A line chart of daily figures drawn by uPlot, which is imported here and only here (with its
 * stylesheet): it is a chunk of its own that only the creator dashboard ever downloads.
 */
export function StatsChart({
  data,
  labels,
  formatValue,
  locale,
  label,
  dayLabel,
  failedText,
  wholeNumbers,
}: {
  data: ChartData;
  /** A legend name per line (same order as data.lines). */
  labels: string[];
  formatValue: (value: number, line: number) => string;
  locale: Locale;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
  /** The legend's name for the x value (a day). */
  dayLabel: string;
  /** Said when the chart library could not be loaded. */
  failedText: string;
  /** Counts: the value axis ticks on whole numbers. */
  wholeNumbers: boolean;
}) {
  const container = useRef<HTMLDivElement>(null);
  const themeVersion = useThemeVersion();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const target = container.current;
    if (!target) return;
    let chart: uPlot | null = null;
    let cancelled = false;
    const resize = new ResizeObserver(([entry]) => {
      if (chart && entry) chart.setSize({ width: entry.contentRect.width, height: HEIGHT });
    });
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const colors = themeColors();
        const numbers = new Intl.NumberFormat(intlLocale(locale), { notation: 'compact' });
        const axis = {
          stroke: colors.text,
          grid: { stroke: colors.grid, width: 1 },
          ticks: { stroke: colors.grid, width: 1 },
        };
        chart = new UPlot(
          {
            width: target.clientWidth || 600,
            height: HEIGHT,
            tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
            scales: {
              x: { time: true },
              y: { range: (_u, min, max) => [Math.min(0, min), Math.max(1, max)] },
            },
            cursor: { drag: { x: false, y: false } },
            legend: { live: true },
            axes: [
              {
                ...axis,
                // Room for "Jun 10" / "6月10日" between ticks, so labels never run together.
                space: 72,
                values: (_u, splits) => splits.map((s) => formatDay(isoDay(s), locale)),
              },
              {
                ...axis,
                size: 56,
                ...(wholeNumbers ? { incrs: WHOLE_STEPS } : {}),
                values: (_u, splits) => splits.map((s) => numbers.format(s)),
              },
            ],
            series: [
              {
                label: dayLabel,
                value: (_u, ts) => (ts == null ? '—' : formatDay(isoDay(ts), locale, true)),
              },
              ...data.lines.map((_line, index) => ({
                label: labels[index] ?? '',
                stroke: colors.lines[index % colors.lines.length],
                width: 2,
                points: { show: data.xs.length <= 31, fill: colors.surface },
                value: (_u: uPlot, v: number | null) => (v == null ? '—' : formatValue(v, index)),
              })),
            ],
          },
          [data.xs, ...data.lines.map((line) => line.values)],
          target,
        );
        resize.observe(target);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      resize.disconnect();
      chart?.destroy();
    };
  }, [data, labels, formatValue, locale, dayLabel, wholeNumbers, themeVersion]);

  return (
    <figure className="m-0 min-w-0">
      <div
        ref={container}
        role="img"
        aria-label={label}
        className="stats-chart min-h-[260px] w-full text-xs text-muted"
      />
      {failed ? <figcaption className="text-sm text-danger">{failedText}</figcaption> : null}
    </figure>
  );
}
