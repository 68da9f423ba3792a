// The real-time baseline: a bare node:http Server-Sent Events server in its own process. It keeps one
// response per member (GET /events?member=ID) and writes a frame to it for each POST /send
// {"to":ID,"text":…}: no session, no database, no bus — the floor under what /api/events.php costs.
import { createServer, type ServerResponse } from 'node:http';

const port = Number(process.argv[2] ?? 3205);
const streams = new Map<number, Set<ServerResponse>>();
let seq = 0;

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'GET' && url.pathname === '/events') {
    const member = Number(url.searchParams.get('member'));
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write('retry: 3000\n\n');
    const set = streams.get(member) ?? new Set();
    set.add(res);
    streams.set(member, set);
    req.on('close', () => set.delete(res));
    return;
  }
  if (req.method === 'POST' && url.pathname === '/send') {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const { to, text } = JSON.parse(Buffer.concat(chunks).toString()) as { to: number; text: string };
      seq += 1;
      const frame = `id: ${seq}\nevent: message\ndata: ${JSON.stringify({ message: { text } })}\n\n`;
      for (const stream of streams.get(to) ?? []) stream.write(frame);
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
    return;
  }
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('bare sse\n');
}).listen(port, '127.0.0.1', () => console.log(`bare SSE server on ${port}`));
