import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { app } from '@/server/api/app';

// docs/api.md is the API's description for those who build on it: every route the Hono app serves
// has its heading there (`### \`GET /api/order.php?id=\``), and every heading names a route that exists.
const routeKey = (method: string, path: string) => `${method} ${path.replace(/\?.*$/, '').replace(/:[a-z_]+(\{[^}]*\})?/gi, ':param')}`;

const served = new Set(app.routes.filter((route) => route.method !== 'ALL').map((route) => routeKey(route.method, route.path)));
const headings = readFileSync('docs/api.md', 'utf8')
  .split('\n')
  .filter((line) => /^#{2,4} /.test(line));
// A heading may name several routes (`GET …` and `POST …`); optional query parts are written `[?x=]`.
const documented = new Set(
  headings
    .flatMap((line) => [...line.matchAll(/`(GET|POST|PUT|DELETE|PATCH) (\/api\/[^`\s[]*)/g)])
    .map(([, method, path]) => routeKey(method, path.replace(/\{[^}]+\}|<[^>]+>/g, ':param'))),
);

describe('docs/api.md', () => {
  it('describes every route the API serves', () => {
    expect([...served].filter((route) => !documented.has(route)).sort()).toEqual([]);
  });

  it('describes no route the API does not serve', () => {
    expect([...documented].filter((route) => !served.has(route)).sort()).toEqual([]);
  });
});
