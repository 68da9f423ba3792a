import 'server-only';

/** Latency buckets (seconds): from a cached answer (~1 ms) to a slow upload. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

type Cell = { buckets: number[]; sum: number; count: number };
type Labels = { method: string; route: string; status: string };

type Sample = { metricName?: string; labels: Record<string, string | number>; value: number };

/** What prom-client's registry reads of a metric at scrape time (its `get`); registered as one. */
export type ScrapedMetric = {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  get: () => { name: string; help: string; type: string; aggregator: 'sum'; values: Sample[] };
};

/**
 * The HTTP requests' counts and latencies by route pattern, method and status. prom-client's own
 * histogram hashes a label object on every observe; here a request costs three Map lookups on strings
 * the router already holds and a few additions. The text is built only when scraped.
 */
export function createRouteTimings() {
  const cells = new Map<string, Map<string, Map<number, Cell>>>();

  function cell(route: string, method: string, status: number): Cell {
    let byMethod = cells.get(route);
    if (!byMethod) cells.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let found = byStatus.get(status);
    if (!found) byStatus.set(status, (found = { buckets: new Array<number>(LATENCY_BUCKETS.length).fill(0), sum: 0, count: 0 }));
    return found;
  }

  function* each(): Generator<[Labels, Cell]> {
    for (const [route, byMethod] of cells)
      for (const [method, byStatus] of byMethod) for (const [status, found] of byStatus) yield [{ method, route, status: String(status) }, found];
  }

  const requests: ScrapedMetric = {
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    type: 'counter',
    aggregator: 'sum',
    get: () => ({ ...requests, values: [...each()].map(([labels, found]) => ({ labels, value: found.count })) }),
  };

  const latency: ScrapedMetric = {
    name: 'http_request_duration_seconds',
    help: 'Time to the answer (its headers, for an event stream), by route pattern, method and status',
    type: 'histogram',
    aggregator: 'sum',
    get: () => {
      const values: Sample[] = [];
      for (const [labels, found] of each()) {
        let cumulative = 0;
        LATENCY_BUCKETS.forEach((le, i) => {
          cumulative += found.buckets[i];
          values.push({ metricName: `${latency.name}_bucket`, labels: { ...labels, le }, value: cumulative });
        });
        values.push({ metricName: `${latency.name}_bucket`, labels: { ...labels, le: '+Inf' }, value: found.count });
        values.push({ metricName: `${latency.name}_sum`, labels, value: found.sum });
        values.push({ metricName: `${latency.name}_count`, labels, value: found.count });
      }
      return { ...latency, values };
    },
  };

  return {
    metrics: [requests, latency],
    /** Counts one answered request; `route` is the router's pattern, never the path (ids, tokens). */
    record(route: string, method: string, status: number, seconds: number): void {
      const found = cell(route, method, status);
      found.count += 1;
      found.sum += seconds;
      let i = 0;
      while (i < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[i]) i += 1;
      if (i < LATENCY_BUCKETS.length) found.buckets[i] += 1;
    },
  };
}

export type RouteTimings = ReturnType<typeof createRouteTimings>;
