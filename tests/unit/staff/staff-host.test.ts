import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardStaffHost } from '@/server/http/staff-host';

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer(guardStaffHost('staff.example.com', (req, res) => res.end(`passed ${req.url}`)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A request as the given host sends it (fetch may not set Host, so node:http does). */
async function get(host: string, path: string): Promise<{ status: number; location: string | null; body: string }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('STAFF_HOST', () => {
  it('serves the back office only on its own host', async () => {
    expect((await get('amora.nl', '/staff/inbox')).status).toBe(404);
    expect((await get('amora.nl', '/api/staff/inbox.php')).status).toBe(404);
    expect((await get('amora.nl', '/staffing-agency')).body).toBe('passed /staffing-agency');
    expect((await get('staff.example.com', '/staff/inbox')).body).toBe('passed /staff/inbox');
    expect((await get('STAFF.example.com', '/api/staff/inbox.php')).body).toBe('passed /api/staff/inbox.php');
  });

  it('leads the staff host’s front page to /staff and leaves member sites alone', async () => {
    expect(await get('staff.example.com', '/')).toMatchObject({ status: 302, location: '/staff' });
    expect((await get('amora.nl', '/')).body).toBe('passed /');
  });
});
