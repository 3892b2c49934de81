/**
 * The floor beside every API figure of the market bench: a bare node:http + pg server, no
 * framework, that answers GET /<shape> by running the statements the API ran for that shape
 * (recorded by pg-capture.ts) on one pooled connection, in order (named, prepared statements where
 * the API named them), and sending the rows as JSON.
 * Whatever the API spends beyond this is the framework's and the mapping's share.
 *
 * Env: DATABASE_URL, PORT, FLOOR_SHAPES (a JSON file: { [shape]: [{ text, values }] }).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Pool } from 'pg';

interface Statement {
  text: string;
  values: unknown[];
  name?: string;
}

const shapes: Partial<Record<string, Statement[]>> = JSON.parse(readFileSync(process.env.FLOOR_SHAPES!, 'utf8'));
// The API's pool: same size and search_path (server/src/database/data-source-options.ts).
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20, options: '-c search_path=projections,public' });

const server = createServer((req, res) => {
  const statements = shapes[decodeURIComponent((req.url ?? '/').slice(1))];
  if (!statements) {
    res.writeHead(404).end();
    return;
  }
  void (async () => {
    const client = await pool.connect();
    try {
      const results: unknown[][] = [];
      for (const s of statements) results.push((await client.query({ text: s.text, values: s.values, name: s.name })).rows);
      const body = JSON.stringify({ data: results });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    } finally {
      client.release();
    }
  })().catch((error: unknown) => {
    res.writeHead(500).end(error instanceof Error ? error.message : String(error));
  });
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('floor listening'));
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
