import type { PageScores } from './lighthouse-run';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The median of every column on its own, so one slow run moves no figure. */
export function medianScores(runs: PageScores[]): PageScores {
  const keys = Object.keys(runs[0]) as Array<keyof PageScores>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as PageScores;
}
