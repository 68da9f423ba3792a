// The baseline: a bare node:http server answering a small JSON body, in its own process like the app.
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 3201);
const body = JSON.stringify({ ok: true, name: 'bare', items: [1, 2, 3] });

createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(port, '127.0.0.1', () => console.log(`bare server on ${port}`));
