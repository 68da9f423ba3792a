// One target of the chat scenario: N members hold a stream, M messages a second go to random ones.
import { openStreams, percentile, processUsage, sendAtRate, type SendResult } from './load';

export type ChatTarget = {
  name: string;
  origin: string;
  pid: number;
  /** Path and headers of member i's stream. */
  stream: (i: number) => { path: string; headers: Record<string, string> };
  /** Path, headers and body of the i-th message, to recipient number `to`, sent at `sentAt`. */
  message: (i: number, to: number, sentAt: number) => { path: string; headers: Record<string, string>; body: string };
};

export type ChatRow = {
  name: string;
  members: number;
  connected: number;
  connectSeconds: number;
  sent: number;
  failed: number;
  statuses: SendResult['statuses'];
  delivered: number;
  p50Ms: number | null;
  p99Ms: number | null;
  /** Server CPU over the send phase, in % of one core. */
  cpuPercent: number;
  /** Server CPU over the send phase per message sent (streams' heartbeats and jobs included), in ms. */
  cpuMsPerMessage: number;
  /** Growth of the server's resident memory per open stream. */
  kibPerStream: number;
};

const SETTLE_MS = 10_000;

export async function runChatTarget(target: ChatTarget, load: { members: number; rate: number; seconds: number }): Promise<ChatRow> {
  const before = processUsage(target.pid);
  const connectStart = Date.now();
  const streams = await openStreams(
    target.origin,
    Array.from({ length: load.members }, (_, i) => target.stream(i)),
  );
  const connectSeconds = (Date.now() - connectStart) / 1000;
  const connected = processUsage(target.pid);
  const path = target.message(0, 0, 0).path;
  const sendStart = Date.now();
  const result = await sendAtRate(target.origin, path, {
    rate: load.rate,
    seconds: load.seconds,
    send: (i, sentAt) => {
      const { headers, body } = target.message(i, Math.floor(Math.random() * load.members), sentAt);
      return { headers, body };
    },
  });
  const sendSeconds = (Date.now() - sendStart) / 1000;
  const sendCpu = processUsage(target.pid).cpuSeconds - connected.cpuSeconds;
  // Frames still on their way when the last answer came back.
  for (const end = Date.now() + SETTLE_MS; streams.delivered() < result.sent && Date.now() < end;) await new Promise((r) => setTimeout(r, 100));
  streams.close();
  return {
    name: target.name,
    members: load.members,
    connected: streams.connected,
    connectSeconds,
    sent: result.sent,
    failed: result.failed,
    statuses: result.statuses,
    delivered: streams.delivered(),
    p50Ms: percentile(streams.latencies, 50),
    p99Ms: percentile(streams.latencies, 99),
    cpuPercent: Math.round((sendCpu / sendSeconds) * 100),
    cpuMsPerMessage: result.sent ? Math.round((sendCpu * 10_000) / result.sent) / 10 : 0,
    kibPerStream: streams.connected ? Math.round((connected.rssBytes - before.rssBytes) / 1024 / streams.connected) : 0,
  };
}
