// The baseline: a bare node:http server in its own process like the app, answering a fixed body: a
// small JSON by default, or the exact bytes an endpoint answered (a file named by the second argument),
// so the comparison measures the framework's work and not the size of the answer.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 3201);
const bodyFile = process.argv[3];
const body = bodyFile ? readFileSync(bodyFile) : Buffer.from(JSON.stringify({ ok: true, name: 'bare', items: [1, 2, 3] }));

createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
}).listen(port, '127.0.0.1', () => console.log(`bare server on ${port}`));
