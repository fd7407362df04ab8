// The baseline: the least a receiver can do per event on the same PostgreSQL — a bare node:http
// server that parses the JSON body and runs the same INSERT … ON CONFLICT DO NOTHING.
import { createServer } from 'node:http';
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const INSERT = `INSERT INTO webhook_events (id, source, kind, dedup_key, payload)
  VALUES (gen_random_uuid(), $1::"WebhookSource", $2, $3, $4::jsonb)
  ON CONFLICT (source, dedup_key) DO NOTHING`;

const server = createServer((req, res) => {
  if (req.method !== 'POST') return void res.end('ready');
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    let body: { event: string; id?: string; payload?: { id?: string }; data?: unknown };
    try {
      body = JSON.parse(Buffer.concat(chunks).toString()) as typeof body;
    } catch {
      return void ((res.statusCode = 400), res.end());
    }
    const source = req.url!.startsWith('/webhooks/stt/') ? 'stt' : 'meeting_bot';
    const key = `${body.event}:${body.id ?? body.payload?.id ?? JSON.stringify(body.data)}`;
    pool.query(INSERT, [source, body.event, key, JSON.stringify(body)]).then(
      (r) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ status: r.rowCount ? 'accepted' : 'duplicate' }));
      },
      () => ((res.statusCode = 500), res.end()),
    );
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
