import { randomBytes } from 'node:crypto';
import { Api, ApiResponse } from '../support/api';
import { smallJpeg } from '../support/cars';
import { loginAdmin, Session } from '../support/fixtures';
import { BaseBody, FuzzSubjects } from '../support/fuzz-subjects';
import {
  encodeText,
  HOSTILE_RAW_BODIES,
  hostileBodyValues,
  hostileTextValues,
  otherIdForms,
  PROTOTYPE_KEYS,
} from '../support/hostile-values';
import { RouteInputs, routeInputs } from '../support/route-inputs';
import { allRoutes } from '../support/routes';
import { startTestApp, TestApp } from '../support/test-app';
import { MATRIX, routeOf } from './authz/matrix';

/** One request of the fuzz: what it changed, for the report. */
interface Probe {
  label: string;
  method: string;
  path: string;
  query?: string;
  body?: unknown;
  /** A JSON route's fields sent as a urlencoded form instead. */
  urlencoded?: boolean;
  /**
   * What the answer must be beyond no 5xx: another form of a record's id in the path names
   * nothing (404, or 400); a hostile id or key elsewhere is refused (4xx).
   */
  expect?: 'not-found' | 'refused';
}

interface Outcome {
  probe: Probe;
  requestId: string;
  res: ApiResponse;
}

const CONCURRENCY = 4;

/** 'a/:id/b/*key' with { id, key } → 'a/3/b/k'; one parameter may be replaced by hostile text. */
function fillPath(path: string, params: Record<string, string>, hostile?: { name: string; value: string }): string {
  return path.replace(/[:*](\w+)/g, (_, name: string) =>
    hostile?.name === name ? encodeText(hostile.value) : encodeURIComponent(params[name] ?? '1'),
  );
}

const pathParams = (path: string): string[] => [...path.matchAll(/[:*](\w+)/g)].map((m) => m[1]);

/** JSON text, or undefined for what JSON cannot hold (undefined, a function): its type says string. */
const json = (value: unknown): string | undefined => JSON.stringify(value);

/** A multipart field carries text: anything else goes as its JSON (what a broken client would send). */
const asFormText = (value: unknown): string => (typeof value === 'string' ? value : (json(value) ?? ''));

/**
 * Every route of the server (the authorization matrix's table, which must list them all) meets
 * hostile values in each path parameter, query parameter and body field in turn, the rest of the
 * request valid, plus whole bodies no form sends. No answer may be a 5xx, and a refused request
 * (4xx) must leave no event in the log (found by its request id, which becomes the events'
 * correlation id). Values are fixed faults plus fast-check's, from fixed seeds.
 */
describe('hostile input on every route', () => {
  let app: TestApp;
  let api: Api;
  let admin: Session;
  let subjects: FuzzSubjects;
  let inputs: Map<string, RouteInputs>;
  let photo: Awaited<ReturnType<typeof smallJpeg>>;
  let settings: { site: Record<string, unknown>; rates: Record<string, unknown> };

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    api = new Api(app.url);
    admin = await loginAdmin(api);
    subjects = new FuzzSubjects(app, api, api.as(admin.token), admin.user);
    inputs = routeInputs(app.server);
    photo = await smallJpeg();
    const adminApi = api.as(admin.token);
    settings = {
      site: (await adminApi.get('/api/admin/settings')).body.data,
      rates: (await adminApi.get('/api/admin/exchange-rates')).body.data,
    };
  });
  // A fuzzed value the settings accept (registration closed, odd rates) must not change what
  // the next route meets.
  afterEach(async () => {
    const adminApi = api.as(admin.token);
    expect((await adminApi.put('/api/admin/settings', settings.site)).status).toBe(200);
    expect((await adminApi.put('/api/admin/exchange-rates', settings.rates)).status).toBe(200);
  });
  afterAll(() => app.close());

  it('covers every route the server has', () => {
    const fuzzed = new Set(Object.keys(MATRIX).map(routeOf));
    expect(allRoutes(app.server).filter((r) => !fuzzed.has(r.key))).toEqual([]);
  });

  function send(caller: Api, probe: Probe, base: BaseBody): Promise<Outcome> {
    const requestId = `fuzz-${randomBytes(8).toString('hex')}`;
    const headers = { 'x-request-id': requestId };
    const url = `${probe.path}${probe.query ? `?${probe.query}` : ''}`;
    let body: unknown = probe.body;
    if (probe.urlencoded && body && typeof body === 'object') {
      body = new URLSearchParams(
        Object.entries(body as Record<string, unknown>).map(([k, v]): [string, string] => [k, asFormText(v)]),
      );
    } else if (base.kind === 'multipart' && body && typeof body === 'object') {
      const form = new FormData();
      for (const [key, value] of Object.entries(body as Record<string, unknown>)) form.append(key, asFormText(value));
      form.append(base.fileField, new Blob([new Uint8Array(photo.body)], { type: 'image/jpeg' }), photo.name);
      body = form;
    }
    return caller.request(probe.method, url, body, headers).then((res) => ({ probe, requestId, res }));
  }

  /** The requests of one route: each input in turn hostile, everything else valid. */
  function probesOf(
    method: string,
    path: string,
    params: Record<string, string>,
    base: BaseBody,
    declared: RouteInputs,
  ): Probe[] {
    const probes: Probe[] = [];
    const valid = fillPath(path, params);
    const baseFields = base.kind === 'none' ? undefined : base.fields;
    for (const name of pathParams(path))
      for (const value of hostileTextValues(`${path}:${name}`))
        probes.push({
          label: `path ${name}=${JSON.stringify(value).slice(0, 60)}`,
          method,
          path: fillPath(path, params, { name, value }),
          body: baseFields,
        });
    // Every other way to write a record's id in the path names nothing.
    for (const name of pathParams(path))
      if (/^\d+$/.test(params[name] ?? ''))
        for (const form of otherIdForms(params[name]))
          probes.push({
            label: `path ${name} as ${JSON.stringify(form)}`,
            method,
            path: fillPath(path, params, { name, value: form }),
            body: baseFields,
            expect: 'not-found',
          });
    // Queries are fuzzed on reads; on a write they would only repeat the write.
    if (method === 'GET')
      for (const name of declared.query)
        for (const [i, value] of hostileTextValues(`${path}?${name}`).entries()) {
          probes.push({
            label: `query ${name}=${JSON.stringify(value).slice(0, 60)}`,
            method,
            path: valid,
            query: `${name}=${encodeText(value)}`,
          });
          // A parameter given as a list or an object, as the extended query parser reads `a[]=` and `a[x]=`.
          if (i < 3)
            probes.push({ label: `query ${name}[]`, method, path: valid, query: `${name}[]=${encodeText(value)}&${name}[x]=1` });
        }
    if (method === 'GET')
      // (An audit `stream_id` is text, any stream's id, compared as text: another form names no stream.)
      for (const name of declared.query.filter((q) => q.endsWith('_id') && q !== 'stream_id'))
        for (const form of otherIdForms('1'))
          probes.push({
            label: `query ${name} as ${JSON.stringify(form)}`,
            method,
            path: valid,
            query: `${name}=${encodeText(form)}`,
            expect: 'refused',
          });
    if (!baseFields) return probes;
    const fields = [...new Set([...Object.keys(baseFields), ...declared.body])];
    for (const field of fields.filter((f) => f.endsWith('_id') && /^\d+$/.test(String(baseFields[f]))))
      for (const form of otherIdForms(String(baseFields[field])))
        probes.push({
          label: `body ${field} as ${JSON.stringify(form)}`,
          method,
          path: valid,
          body: { ...baseFields, [field]: form },
          expect: 'refused',
        });
    // Prototype-ish keys as form field names (`name[constructor]=1`, deeper too), in the route's
    // own form encoding (multipart) or, for a JSON route, urlencoded. Parsers drop `__proto__`
    // themselves: that one must only not break anything.
    const [first] = fields;
    for (const key of PROTOTYPE_KEYS)
      for (const name of [`${first}[${key}]`, `extra[a][${key}][b]`])
        probes.push({
          label: `form field ${name}`,
          method,
          path: valid,
          body: { ...baseFields, [name]: '1' },
          urlencoded: base.kind === 'json',
          expect: key === '__proto__' ? undefined : 'refused',
        });
    for (const field of fields)
      for (const value of hostileBodyValues(`${method} ${path} ${field}`))
        probes.push({
          label: `body ${field}=${json(value)?.slice(0, 60)}`,
          method,
          path: valid,
          body: { ...baseFields, [field]: value },
        });
    if (base.kind === 'json')
      for (const raw of HOSTILE_RAW_BODIES)
        probes.push({ label: `raw body ${raw.slice(0, 40)}`, method, path: valid, body: raw });
    return probes;
  }

  async function run(caller: Api, probes: Probe[], base: BaseBody): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    let next = 0;
    const worker = async () => {
      while (next < probes.length) outcomes.push(await send(caller, probes[next++], base));
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return outcomes;
  }

  const routeKeys = Object.keys(MATRIX).filter((key) => routeOf(key) === key);

  /** The run's requests and 5xx answers, printed at the end (the figures a security review asks for). */
  const tally = { requests: 0, faults: 0 };
  afterAll(() => {
    if (tally.requests) process.stdout.write(`fuzz: ${tally.requests} requests, ${tally.faults} × 5xx\n`);
  });

  it.each(routeKeys)(
    '%s: no 5xx, and nothing logged for a refused request',
    async (key) => {
      const row = MATRIX[key];
      const [method, path] = key.split(' ');
      const { params, caller, email } = await subjects.prepare(row.subject);
      const base = subjects.body(row.body, params, email);
      const outcomes = await run(caller, probesOf(method, path, params, base, inputs.get(key) ?? { query: [], body: [] }), base);

      const faults = outcomes
        .filter((o) => o.res.status >= 500)
        .map((o) => `${o.probe.label} → ${o.res.status} ${JSON.stringify(o.res.body)}`);
      tally.requests += outcomes.length;
      tally.faults += faults.length;
      expect(faults).toEqual([]);
      const misread = outcomes
        .filter((o) =>
          o.probe.expect === 'not-found'
            ? ![400, 404].includes(o.res.status)
            : o.probe.expect === 'refused' && o.res.status < 400,
        )
        .map((o) => `${o.probe.label} → ${o.res.status}`);
      expect(misread).toEqual([]);

      const refused = outcomes.filter((o) => o.res.status >= 400);
      const logged: Array<{ id: string }> = await app.dataSource.query(
        `SELECT DISTINCT metadata->>'correlationId' AS id FROM public.events WHERE metadata->>'correlationId' = ANY($1)`,
        [refused.map((o) => o.requestId)],
      );
      expect(logged.map(({ id }) => refused.find((o) => o.requestId === id)!.probe.label)).toEqual([]);
      // Every refusal speaks the contract: an Arabic message (a HEAD answer has no body, by HTTP's rules).
      const unclear = refused.filter(
        (o) =>
          o.probe.method !== 'HEAD' && (typeof o.res.body?.message !== 'string' || !/[\u0600-\u06FF]/.test(o.res.body.message)),
      );
      expect(unclear.map((o) => `${o.probe.label} → ${o.res.status} ${json(o.res.body)?.slice(0, 200)}`)).toEqual([]);
      // A route sends a few hundred requests (a multipart form each with a photo): more than the
      // default minute on a loaded machine.
    },
    240_000,
  );
});
