/**
 * Preloaded into the API server (NODE_OPTIONS=--require) while the market bench records what SQL
 * each request shape runs: every statement sent through pg is appended, with its parameters, as
 * one JSON line to MARKET_CAPTURE_FILE, with its name when it was sent as a prepared statement.
 * The floor server then runs exactly those statements, prepared where the API prepared them.
 * Only the capturing server loads this; the measured one runs untouched.
 */
import { appendFileSync } from 'node:fs';
import { Client } from 'pg';

const file = process.env.MARKET_CAPTURE_FILE;
if (file) {
  const query = Client.prototype.query as (...args: unknown[]) => unknown;
  Client.prototype.query = function capture(this: Client, ...args: unknown[]) {
    const [config, values] = args as [unknown, unknown];
    const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
    const params = Array.isArray(values) ? values : ((config as { values?: unknown[] } | null)?.values ?? []);
    const name = typeof config === 'string' ? undefined : (config as { name?: string } | null)?.name;
    if (typeof text === 'string') appendFileSync(file, `${JSON.stringify({ text, values: params, name })}\n`);
    return query.apply(this, args);
  } as typeof Client.prototype.query;
}
