import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { HttpLogger, Options, pinoHttp } from 'pino-http';
import { AppConfig } from '../config/config';
import { censorSecrets, loggerOptions, REDACTED } from './logging';

/** The server's request logging, as configured, writing its JSON lines to memory. */
function logged(level: string): { lines: Array<Record<string, any>>; middleware: HttpLogger } {
  const lines: Array<Record<string, any>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const options = loggerOptions('server', { LOG_LEVEL: level, NODE_ENV: 'test' } as AppConfig).pinoHttp as Options;
  return { lines, middleware: pinoHttp({ ...options, transport: undefined }, sink) };
}

describe('request logs', () => {
  let server: Server;
  let url: string;
  const { lines, middleware } = logged('info');

  beforeAll(async () => {
    server = createServer((req, res) => {
      // What Express's query parser leaves on the request (the logged request shows it).
      (req as { query?: unknown }).query = Object.fromEntries(new URL(req.url!, 'http://x').searchParams);
      middleware(req, res);
      req.log.warn(
        { body: { email: 'a@b.sy', password: 'secret-1', password_confirmation: 'secret-1' }, reset: { token: 't0k3n' } },
        'checked',
      );
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('show the request with its id on every line, its session headers and secret fields censored', async () => {
    await fetch(`${url}/api/cars?page=2`, {
      headers: {
        authorization: 'Bearer abcdefghijklmnopqrstuvwxyz',
        cookie: 'sid=1',
        'x-request-id': 'log-check-0001',
        'x-trace': 'kept',
      },
    });
    await new Promise((resolve) => setImmediate(resolve));
    const [line, completed] = lines.splice(0);
    expect(line.msg).toBe('checked');
    expect(line.req).toMatchObject({ id: 'log-check-0001', method: 'GET', url: '/api/cars?page=2' });
    expect(line.req.headers).toMatchObject({ authorization: REDACTED, cookie: REDACTED, 'x-trace': 'kept' });
    expect(line.body).toEqual({ email: 'a@b.sy', password: REDACTED, password_confirmation: REDACTED });
    expect(line.reset).toEqual({ token: REDACTED });
    expect(completed).toMatchObject({ msg: 'request completed', req: { id: 'log-check-0001' }, res: { statusCode: 200 } });
    expect(completed.req.headers.authorization).toBe(REDACTED);
    expect(JSON.stringify(completed)).not.toContain('abcdefghij');
  });

  it('censor the secret a query parameter carries, in the URL and in the query', async () => {
    await fetch(`${url}/api/saved-searches/unsubscribe?search=7&token=12.unsubscribe-secret&password=p4ss`);
    await new Promise((resolve) => setImmediate(resolve));
    const completed = lines.splice(0).find((line) => line.msg === 'request completed')!;
    expect(completed.req.url).toBe(`/api/saved-searches/unsubscribe?search=7&token=${REDACTED}&password=${REDACTED}`);
    expect(completed.req.query).toEqual({ search: '7', token: REDACTED, password: REDACTED });
    expect(JSON.stringify(completed)).not.toMatch(/unsubscribe-secret|p4ss/);
  });
});

describe('censorSecrets', () => {
  it('leaves the logged object as it was', () => {
    const body = { password: 'p', name: 'n' };
    const object = { body, other: 1 };
    expect(censorSecrets(object)).toEqual({ body: { password: REDACTED, name: 'n' }, other: 1 });
    expect(object.body).toBe(body);
    expect(body.password).toBe('p');
  });

  it('gives back the same object when nothing is secret', () => {
    const object = { body: { name: 'n' }, err: new Error('x') };
    expect(censorSecrets(object)).toBe(object);
  });

  it('keeps an error an error', () => {
    const err = Object.assign(new Error('failed'), { token: 't' });
    const out = censorSecrets({ err });
    expect(out.err).toBeInstanceOf(Error);
    expect(out.err).toMatchObject({ message: 'failed', token: REDACTED });
  });
});
