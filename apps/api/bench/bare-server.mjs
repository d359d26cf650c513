// The read benchmark's baseline, a process of its own: a bare express + pg server answering the
// balance query the API runs (wallet/ledger.ts balanceOf) for one account, with no auth, over a pg
// pool the size of the API's. Argument: JSON { url, code, pool }. Prints { port } once listening.
import express from 'express';
import pg from 'pg';

const { url, code, pool: poolSize } = JSON.parse(process.argv[2]);
const pool = new pg.Pool({ connectionString: url, max: poolSize });
const app = express();
app.use(express.json());
app.post('/balance', async (_req, res) => {
  const { rows } = await pool.query({ name: 'bare_balance', text: 'SELECT balance::text FROM accounts WHERE code = $1', values: [code] });
  res.json({ code: 200, message: 'ok', data: { balance: rows[0]?.balance ?? '0' } });
});
const server = app.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
