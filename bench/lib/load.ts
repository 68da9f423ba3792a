import autocannon from 'autocannon';
import { LOAD } from './config';

export type Target = { name: string; url: string; headers: Record<string, string> };

export type Measurement = {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
};

function fire(target: Target, seconds: number, connections: number): Promise<autocannon.Result> {
  return autocannon({ url: target.url, headers: target.headers, connections, duration: seconds });
}

/**
 * A warm-up whose numbers are thrown away, then the measured run, with the same settings for every
 * target; `connections` is only lowered for an extra latency-without-queueing row.
 */
export async function measure(target: Target, connections: number = LOAD.connections): Promise<Measurement> {
  await fire(target, LOAD.warmupSeconds, connections);
  const result = await fire(target, LOAD.durationSeconds, connections);
  const measurement: Measurement = {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(
    `[bench] ${target.name}: ${measurement.requestsPerSecond.toFixed(0)} req/s, p99 ${measurement.p99Ms} ms` +
      (measurement.non2xx || measurement.errors ? `, ${measurement.non2xx} non-2xx, ${measurement.errors} errors` : ''),
  );
  return measurement;
}
