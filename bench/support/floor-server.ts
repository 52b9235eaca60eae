// The floor: a bare Fastify route doing one primary-key SELECT on PostgreSQL, nothing else. Started
// as its own process by bench/api.ts so it gets the same treatment as the shop.
import Fastify from 'fastify';
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL;
const port = Number(process.env.PORT ?? 0);
if (!databaseUrl || !port) throw new Error('floor-server needs DATABASE_URL and PORT');

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
// The bench drops its database when done: a connection ended under us is not an error here.
pool.on('error', () => undefined);
const app = Fastify({ logger: false });
app.get<{ Querystring: { id?: string } }>('/floor', async (request) => {
  const { rows } = await pool.query('SELECT id, stock FROM variants WHERE id = $1', [
    Number(request.query.id ?? 0),
  ]);
  return rows[0] ?? null;
});
app.get('/healthz', async () => ({ ok: true }));
await app.listen({ port, host: '127.0.0.1' });
process.once('SIGTERM', () => {
  void app.close().then(() => pool.end());
});
