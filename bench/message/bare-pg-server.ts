// The message baseline: a bare node:http server with a `pg` pool running the SQL of one
// POST /api/message.php (a text from a premium member in a running conversation), statement for
// statement as src/server/services/chat/send-message.ts runs it: the session, the nonce, both members,
// a block either way; then in one transaction the sender's lock, the nonce again, the message under the
// conversation's next number, the charge with its ledger row, both members' conversation rows, their
// unread totals and the two members' events. Plain unnamed queries; no framework, validation, fan-out
// or job queue. POST /message with the session cookie and {profile, text, nonce}.
import { createServer, type IncomingMessage } from 'node:http';
import { createHash } from 'node:crypto';
import pg from 'pg';

const [portArg, databaseUrl] = process.argv.slice(2);
// The app's pool size (src/server/db/client.ts).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const SESSION = `select u.* from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1 and s.expires_at > now() and s.last_seen_at > now() - interval '7 days' and u.deleted_at is null limit 1`;
const BY_NONCE = 'select * from messages where sender_id = $1 and nonce = $2 limit 1';
const PARTNERS = `select u.id, u.status, u.language, u.invisible, p.*, ph.filename, r.name as region from users u join profiles p on p.user_id = u.id
  left join photos ph on ph.id = p.main_photo_id left join regions r on r.id = p.region_id
  where u.id = any($1::int[]) and not (u.deleted_at is not null or u.restriction is not null)`;
const BLOCK = 'select blocker_id from blocks where (blocker_id = $1 and blocked_id = $2) or (blocker_id = $2 and blocked_id = $1)';
const LOCK = 'select id, paid_user, free_messages_used, credits from users where id = $1 for no key update';
const INSERT = `with next as (update conversations set last_seq = last_seq + 1, last_message_at = now() where user_a = $1 and user_b = $2 returning id, last_seq)
  insert into messages (conversation_id, seq, sender_id, recipient_id, kind, text, nonce, credits, created_at)
  select id, last_seq, $3, $4, 'text', $5, $6, $7, now() from next returning *`;
const OPEN = `with c as (insert into conversations (user_a, user_b, started_by) values ($1, $2, $3) on conflict do nothing returning id)
  insert into conversation_members (conversation_id, user_id, other_id) select id, $1, $2 from c union all select id, $2, $1 from c`;
const CHARGE = `with moved as (update users set credits = credits + $2 where id = $1 and credits + $2 >= 0
    and not exists (select 1 from credit_ledger where source = 'message' and reference = $3) returning credits),
  entry as (insert into credit_ledger (user_id, delta, balance_after, kind, source, reference) select $1, $2, credits, 'message', 'message', $3 from moved
    on conflict (source, reference) do nothing returning id)
  select (select credits from moved) as balance, (select id from entry) as entry`;
const DELIVER = `update conversation_members set hidden = false, last_message_at = now(),
    unread_count = case when user_id = $2 then unread_count + 1 else unread_count end,
    last_read_seq = case when user_id = $2 then last_read_seq else $4 end
  where conversation_id = $1 and user_id in ($2, $3) returning user_id, unread_count`;
const TOTALS = `select cm.user_id, sum(cm.unread_count) as n from conversation_members cm
  where cm.user_id = any($1::int[]) and cm.hidden = false and cm.unread_count > 0
    and not exists (select 1 from users u where u.id = cm.other_id and (u.deleted_at is not null or u.restriction is not null))
    and not exists (select 1 from blocks b where (b.blocker_id = cm.user_id and b.blocked_id = cm.other_id) or (b.blocker_id = cm.other_id and b.blocked_id = cm.user_id))
  group by cm.user_id`;
const EVENTS = `with input as (select * from jsonb_to_recordset($1::jsonb) as e(u integer, i integer, n integer, t text, p jsonb)),
  counters as (insert into member_event_counters (user_id, last_seq) select distinct on (u) u, n from input order by u
    on conflict (user_id) do update set last_seq = member_event_counters.last_seq + excluded.last_seq returning user_id, last_seq),
  stored as (insert into member_events (user_id, seq, type, payload) select e.u, c.last_seq - e.n + 1 + e.i, e.t, e.p from input e join counters c on c.user_id = e.u)
  select user_id, last_seq from counters`;

type Input = { profile: number; text: string; nonce: string };

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

async function send(cookie: string, input: Input): Promise<unknown> {
  const token = /session=([^;]+)/.exec(cookie)?.[1] ?? '';
  const { rows: users } = await pool.query(SESSION, [createHash('sha256').update(token).digest('hex')]);
  const sender = users[0] as { id: number } | undefined;
  if (!sender) throw new Error('no session');
  await pool.query(BY_NONCE, [sender.id, input.nonce]);
  await pool.query(PARTNERS, [[input.profile, sender.id]]);
  await pool.query(BLOCK, [sender.id, input.profile]);
  const [a, b] = sender.id < input.profile ? [sender.id, input.profile] : [input.profile, sender.id];
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(LOCK, [sender.id]);
    await client.query(BY_NONCE, [sender.id, input.nonce]);
    const params = [a, b, sender.id, input.profile, input.text, input.nonce, 1];
    let { rows } = await client.query(INSERT, params);
    if (!rows[0]) {
      await client.query(OPEN, [a, b, sender.id]);
      ({ rows } = await client.query(INSERT, params));
    }
    const message = rows[0] as { id: string; seq: number; conversation_id: number };
    const charged = await client.query(CHARGE, [sender.id, -1, String(message.id)]);
    await client.query(DELIVER, [message.conversation_id, input.profile, sender.id, message.seq]);
    await client.query(TOTALS, [[input.profile, sender.id]]);
    const events = [
      { u: sender.id, i: 0, n: 2, t: 'credits', p: { credits: charged.rows[0].balance } },
      { u: sender.id, i: 1, n: 2, t: 'message', p: { message } },
      { u: input.profile, i: 0, n: 1, t: 'message', p: { message } },
    ];
    await client.query(EVENTS, [JSON.stringify(events)]);
    await client.query('commit');
    return { message, conversation: { id: message.conversation_id }, credits: charged.rows[0].balance };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/message') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('bare message server\n');
    return;
  }
  readBody(req)
    .then((body) => send(req.headers.cookie ?? '', JSON.parse(body) as Input))
    .then(
      (data) => {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify(data));
      },
      (error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      },
    );
}).listen(Number(portArg ?? 3209), '127.0.0.1', () => console.log(`bare message server on ${portArg}`));
