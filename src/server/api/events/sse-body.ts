import 'server-only';
import type { DeliveredEvent } from '../../adapters/events/event-bus';
import type { StreamSink } from '../../services/events/member-stream';

/** EventSource waits this long before reconnecting after a dropped stream. */
export const RETRY_MS = 3000;
/** Unsent bytes a stream may queue; a client that reads slower than that is cut off and replays later. */
const MAX_QUEUED_BYTES = 256 * 1024;

/**
 * `Connection: close`: a connection that carried a stream is not reused once the stream ends
 * (EventSource opens a new request anyway), so a stream ended at shutdown leaves no socket behind.
 */
export const SSE_HEADERS = {
  Connection: 'close',
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-store',
  'X-Accel-Buffering': 'no',
  'Transfer-Encoding': 'chunked',
};

// A member's tabs and devices each hold a stream and get the same event object: serialized once.
const frames = new WeakMap<object, string>();

/**
 * One event as an SSE frame; JSON never contains a raw line break, so `data:` is one line. An
 * unnumbered signal (typing) has no `id:`, so the client's Last-Event-ID stays that of the last stored event.
 */
export function eventFrame(event: Pick<DeliveredEvent, 'seq' | 'type' | 'payload'>): string {
  let frame = frames.get(event);
  if (frame === undefined) {
    frame = `${event.seq > 0 ? `id: ${event.seq}\n` : ''}event: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`;
    frames.set(event, frame);
  }
  return frame;
}

/**
 * A response body for Server-Sent Events and the sink that writes into it. @hono/node-server writes
 * each chunk as it is queued and cancels the body when the client goes away, which calls `onCancel`.
 */
export function sseBody() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let open = true;
  let onCancel = () => {};
  const body = new ReadableStream<Uint8Array>(
    {
      start: (c) => {
        controller = c;
      },
      cancel: () => {
        open = false;
        onCancel();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: MAX_QUEUED_BYTES }),
  );
  const end = () => {
    if (!open) return;
    open = false;
    controller?.close();
  };
  const write = (text: string) => {
    if (!open) return;
    controller?.enqueue(encoder.encode(text));
    if ((controller?.desiredSize ?? 0) < 0) onCancel();
  };
  write(`retry: ${RETRY_MS}\n\n`);
  const sink: StreamSink = { event: (event) => write(eventFrame(event)), heartbeat: () => write(': ping\n\n'), end };
  return {
    body,
    sink,
    whenCancelled: (callback: () => void) => {
      onCancel = callback;
    },
  };
}
