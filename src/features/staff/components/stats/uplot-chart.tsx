'use client';
import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import styles from './stats.module.scss';

export type ChartSeries = { label: string; values: number[]; color: string };

type Props = {
  /** The chart's accessible name and visible title. */
  title: string;
  /** Said after the title to screen readers: where the same figures are as text. */
  description: string;
  days: string[];
  series: ChartSeries[];
  format: (value: number) => string;
  /** A day (as uPlot's seconds) for the axis and the legend, in the page's language. */
  formatDay: (seconds: number) => string;
  /** The legend's name of the x value. */
  dayLabel: string;
  /** Shown instead of an empty canvas when there is no series. */
  empty: string;
  height?: number;
};

const toSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

function chartOptions(UPlot: typeof uPlot, props: Props, width: number): uPlot.Options {
  const { series, format, formatDay, height = 220 } = props;
  return {
    width,
    height,
    // The figures are per UTC day: the axis shows UTC dates whatever the viewer's time zone.
    tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    scales: { x: { time: true } },
    series: [
      { label: props.dayLabel, value: (_: uPlot, seconds: number | null) => (seconds === null ? '–' : formatDay(seconds)) },
      ...series.map((s) => ({
        label: s.label,
        stroke: s.color,
        width: 2,
        points: { show: true, size: 5 },
        value: (_: uPlot, v: number | null) => (v === null ? '–' : format(v)),
      })),
    ],
    axes: [{ values: (_: uPlot, ticks: number[]) => ticks.map(formatDay) }, { size: 70, values: (_: uPlot, ticks: number[]) => ticks.map(format) }],
  };
}

/**
 * A line chart with uPlot (canvas). uPlot is loaded only when a chart mounts, made in an effect and
 * destroyed on unmount or when its data changes; it follows its box's width. The canvas is hidden
 * from screen readers: the figure is named, and the same figures are in the table beside it.
 */
export function UplotChart(props: Props) {
  const box = useRef<HTMLDivElement>(null);
  // The chart is rebuilt when what it shows changes, not on every render of the page (a new
  // props object each time); the title changes with the language, and with it the number format.
  const shown = JSON.stringify([props.title, props.days, props.series, props.height]);
  useEffect(() => {
    const element = box.current;
    if (!element || props.series.length === 0) return;
    let chart: uPlot | null = null;
    let gone = false;
    const data: uPlot.AlignedData = [props.days.map(toSeconds), ...props.series.map((s) => s.values)];
    void import('uplot').then(({ default: UPlot }) => {
      if (gone) return;
      chart = new UPlot(chartOptions(UPlot, props, element.clientWidth), data, element);
    });
    const resize = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: props.height ?? 220 }));
    resize.observe(element);
    return () => {
      gone = true;
      resize.disconnect();
      chart?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shown` stands for props (see above)
  }, [shown]);
  return (
    <figure className={`${styles.chart} bg-white border rounded p-2 m-0`} aria-label={props.title}>
      <figcaption className="fw-semibold small mb-1">{props.title}</figcaption>
      <p className="visually-hidden">{props.description}</p>
      {props.series.length === 0 && <p className="small text-body-secondary mb-0">{props.empty}</p>}
      <div ref={box} aria-hidden="true" />
    </figure>
  );
}
