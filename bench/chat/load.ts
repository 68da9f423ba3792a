// The load of the chat scenario: many open event streams, messages sent at a fixed rate, and the
// time from just before each send until its frame arrives on the recipient's stream.
import { Agent, request, type IncomingMessage } from 'node:http';
import { readFileSync } from 'node:fs';

export type Streams = { connected: number; delivered: () => number; latencies: number[]; close: () => void };

const SENT_AT = /"text":"bench (\d+)/;

/** Opens one stream per path, a few hundred at a time (the listen backlog is finite). */
export async function openStreams(origin: string, targets: { path: string; headers: Record<string, string> }[]): Promise<Streams> {
  const latencies: number[] = [];
  const responses: IncomingMessage[] = [];
  let delivered = 0;
  const onFrame = (frame: string) => {
    const sent = SENT_AT.exec(frame);
    if (!sent) return;
    delivered += 1;
    latencies.push(Date.now() - Number(sent[1]));
  };
  const open = (target: { path: string; headers: Record<string, string> }) =>
    new Promise<void>((resolve) => {
      const req = request(`${origin}${target.path}`, { headers: { accept: 'text/event-stream', ...target.headers }, agent: false }, (res) => {
        responses.push(res);
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            onFrame(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
          }
        });
        res.on('error', () => {});
        resolve();
      });
      req.on('error', () => resolve());
      req.end();
    });
  for (let i = 0; i < targets.length; i += 250) await Promise.all(targets.slice(i, i + 250).map(open));
  return {
    connected: responses.filter((r) => r.statusCode === 200).length,
    delivered: () => delivered,
    latencies,
    close: () => responses.forEach((r) => r.destroy()),
  };
}

export type SendResult = { sent: number; failed: number; statuses: Record<string, number> };

/** Sends `rate` messages a second for `seconds`; `body(i, now)` builds each one. */
export async function sendAtRate(
  origin: string,
  path: string,
  options: { rate: number; seconds: number; send: (i: number, sentAt: number) => { headers: Record<string, string>; body: string } },
): Promise<SendResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const result: SendResult = { sent: 0, failed: 0, statuses: {} };
  const inFlight: Promise<void>[] = [];
  const start = Date.now();
  let issued = 0;
  const total = options.rate * options.seconds;
  while (issued < total) {
    const due = Math.min(total, Math.floor(((Date.now() - start) / 1000) * options.rate));
    for (; issued < due; issued++) inFlight.push(post(origin, path, agent, options.send(issued, Date.now()), result));
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(inFlight);
  agent.destroy();
  return result;
}

function post(origin: string, path: string, agent: Agent, message: { headers: Record<string, string>; body: string }, result: SendResult): Promise<void> {
  return new Promise((resolve) => {
    const req = request(`${origin}${path}`, { method: 'POST', agent, headers: { 'content-type': 'application/json', ...message.headers } }, (res) => {
      const status = String(res.statusCode);
      result.statuses[status] = (result.statuses[status] ?? 0) + 1;
      if (res.statusCode === 201) result.sent += 1;
      else result.failed += 1;
      res.resume();
      res.on('end', resolve);
    });
    req.on('error', () => {
      result.failed += 1;
      resolve();
    });
    req.end(message.body);
  });
}

/** CPU seconds (user + system) and resident memory of a process, from /proc (Linux). */
export function processUsage(pid: number): { cpuSeconds: number; rssBytes: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return { cpuSeconds: ticks / 100, rssBytes: Number(rss?.[1] ?? 0) * 1024 };
}

export function percentile(values: number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
