// The payments baseline: a bare node:http server with a `pg` pool writing what an order and its paid
// webhook write, on the same schema: POST /order {user, package, idempotency_key} inserts the orders
// row; POST /webhook `id=<payment id>` (form) marks it paid, adds the credit_ledger row and the
// member's credits in one transaction. No framework, session, validation, discount or provider.
import { createServer, type IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const [portArg, databaseUrl] = process.argv.slice(2);
// The app's pool size (src/server/db/client.ts).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const ORDER_SQL = `insert into orders (user_id, site_id, package_id, provider, provider_payment_id, method, credits, amount_cents, list_price_cents, currency, country, idempotency_key)
  select $1, site_id, id, 'bare', $3, 'ideal', credits, price_cents, price_cents, currency, country, $4 from packages where id = $2
  returning id, provider_payment_id`;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

async function order(body: string): Promise<unknown> {
  const input = JSON.parse(body) as { user: number; package: number; idempotency_key: string };
  const paymentId = `tr_bare_${randomBytes(8).toString('hex')}`;
  const { rows } = await pool.query<{ id: number; provider_payment_id: string }>(ORDER_SQL, [input.user, input.package, paymentId, input.idempotency_key]);
  return { order: { id: rows[0]?.id, payment_id: rows[0]?.provider_payment_id } };
}

/** Once per payment: only the update that moves the order to paid grants its credits. */
async function webhook(body: string): Promise<void> {
  const id = new URLSearchParams(body).get('id') ?? '';
  const client = await pool.connect();
  try {
    await client.query('begin');
    const paid = await client.query<{ user_id: number; credits: number }>(
      `update orders set status = 'paid', paid_at = now(), updated_at = now() where provider = 'bare' and provider_payment_id = $1 and paid_at is null returning user_id, credits`,
      [id],
    );
    const row = paid.rows[0];
    if (row) {
      const user = await client.query<{ credits: number }>('update users set credits = credits + $2 where id = $1 returning credits', [
        row.user_id,
        row.credits,
      ]);
      await client.query(`insert into credit_ledger (user_id, delta, balance_after, kind, source, reference) values ($1, $2, $3, 'purchase', 'bare', $4)`, [
        row.user_id,
        row.credits,
        user.rows[0]!.credits,
        id,
      ]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

createServer((req, res) => {
  const route = req.method === 'POST' && req.url === '/order' ? order : req.method === 'POST' && req.url === '/webhook' ? webhook : null;
  if (!route) {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('bare payments\n');
    return;
  }
  readBody(req)
    .then(route)
    .then(
      (data) => {
        const text = data === undefined ? '' : JSON.stringify(data);
        res.writeHead(data === undefined ? 200 : 201, { 'content-type': 'application/json' });
        res.end(text);
      },
      (error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      },
    );
}).listen(Number(portArg ?? 3207), '127.0.0.1', () => console.log(`bare payments server on ${portArg}`));
