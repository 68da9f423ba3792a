// The limit for a database-backed endpoint: a bare node:http server with a `pg` pool that runs the
// endpoint's own SQL statements (bench/lib/endpoint-sql.ts) and answers their rows as JSON. Our API
// can only be slower than this; the bench reports the ratio.
import { createServer } from 'node:http';
import pg from 'pg';
import { searchStatements, userStatements } from './lib/endpoint-sql';

const [portArg, databaseUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

function sessionToken(cookie: string | undefined): string {
  return /(?:^|;\s*)(?:__Host-)?session=([^;]+)/.exec(cookie ?? '')?.[1] ?? '';
}

async function run(statements: { sql: string; params: unknown[] }[]): Promise<unknown[]> {
  return Promise.all(statements.map((s) => pool.query(s.sql, s.params).then((r) => r.rows)));
}

/** Both endpoints first find the member behind the session, as our API does, then run their reads. */
async function answer(path: string, cookie: string | undefined): Promise<unknown> {
  const [session] = await run([userStatements.session(sessionToken(cookie))]);
  const user = (session as Array<{ id: number }>)[0];
  if (!user) return { error: 'authentication_required' };
  if (path.startsWith('/user')) {
    const [profile] = await run([userStatements.profile(user.id)]);
    return { user, profile, rest: await run(userStatements.photosAndInterests(user.id)) };
  }
  return run(searchStatements(user.id));
}

createServer((req, res) => {
  answer(req.url ?? '/', req.headers.cookie).then(
    (data) => {
      const body = JSON.stringify(data);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    },
    (err: unknown) => {
      res.writeHead(500);
      res.end(String(err));
    },
  );
}).listen(Number(portArg), '127.0.0.1', () => console.log(`bare pg server on ${portArg}`));
