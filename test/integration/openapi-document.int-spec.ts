import Ajv from 'ajv';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { loginAdmin, register } from '../support/fixtures';
import { carIn } from '../support/cars';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

type Schema = Record<string, unknown>;
interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: Schema }> }>;
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, Schema>; responses: Record<string, Schema> };
}

/** Routes that answer with headers only (the tus protocol, a deletion's 204). */
const NO_BODY = new Set([
  'POST /api/uploads',
  'HEAD /api/uploads/{id}',
  'PATCH /api/uploads/{id}',
  'DELETE /api/uploads/{id}',
  'DELETE /api/saved-searches/{id}',
]);

interface Problem {
  severity: 'error' | 'warn';
  rule: string;
  message: string;
  at?: string;
}

/** Redocly's recommended lint, in a child process (its package is ESM only; Jest's runtime loads CommonJS). */
async function redoclyLint(document: Document): Promise<Problem[]> {
  const folder = mkdtempSync(join(tmpdir(), 'sayyara-openapi-'));
  try {
    const file = join(folder, 'docs.json');
    writeFileSync(file, JSON.stringify(document));
    const script = join(__dirname, '../../server/tools/openapi/lint-openapi.mjs');
    const { stdout } = await promisify(execFile)(process.execPath, [script, file], { maxBuffer: 64 * 1024 * 1024 });
    return JSON.parse(stdout) as Problem[];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The document served at /api/docs.json describes what the API really answers: Redocly's
 * recommended rules find no error, every operation has its success schema, and real answers of
 * the running server (a car, the listings, the error bodies) validate against the schemas the
 * document gives for them.
 */
describe('the OpenAPI document', () => {
  let app: TestApp;
  let api: StrictApi;
  let document: Document;
  const operations: [string, Operation][] = [];

  beforeAll(async () => {
    app = await startTestApp();
    api = new StrictApi(app.url);
    const res = await api.get<Document>('/api/docs.json');
    expect(res.status).toBe(200);
    document = res.body;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [verb, operation] of Object.entries(item)) operations.push([`${verb.toUpperCase()} ${path}`, operation]);
    }
  });
  afterAll(() => app.close());

  it("passes Redocly's recommended lint with no error", async () => {
    const problems = await redoclyLint(document);
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((error) => `${error.rule}: ${error.message} at ${error.at}`)).toEqual([]);
    // What is left are warnings: routes that cannot answer a 4xx (the health check, public lists without parameters).
    expect(problems.filter((problem) => problem.rule !== 'operation-4xx-response')).toEqual([]);
  });

  it('gives every operation a summary, an id and one success answer, with a schema unless it has no body', () => {
    expect(operations.length).toBeGreaterThan(100);
    for (const [route, operation] of operations) {
      const successes = Object.keys(operation.responses).filter((status) => status.startsWith('2'));
      expect({
        route,
        summary: Boolean(operation.summary),
        id: Boolean(operation.operationId),
        successes: successes.length,
      }).toEqual({
        route,
        summary: true,
        id: true,
        successes: 1,
      });
      const content = Object.values(operation.responses[successes[0]].content ?? {});
      const described = content.length > 0 && content.every((media) => media.schema && Object.keys(media.schema).length > 0);
      expect({ route, described }).toEqual({ route, described: !NO_BODY.has(route) });
    }
  });

  it('describes every 4xx as the Arabic error body, and a protected route as answering 401', () => {
    const body = document.components.schemas.ErrorBody;
    expect(body).toMatchObject({ type: 'object', required: ['message'], properties: { message: { type: 'string' } } });
    for (const [route, operation] of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status.startsWith('4'))
          expect({ route, status, ref: response.$ref }).toEqual({
            route,
            status,
            ref: expect.stringMatching(/^#\/components\/responses\//),
          });
      }
      if (operation.security?.length)
        expect({ route, status: operation.responses['401'] }).toEqual({ route, status: expect.anything() });
    }
  });

  it('marks public routes public and describes the bearer token as opaque, not a JWT', () => {
    const security = (route: string) => operations.find(([name]) => name === route)?.[1].security;
    expect(security('GET /api/cars')).toEqual([]);
    expect(security('GET /api/cars/{id}')).toEqual([]);
    expect(security('POST /auth/login')).toEqual([]);
    expect(security('PUT /api/cars/{id}')).toEqual([{ bearer: [] }]);
    expect(security('GET /api/me')).toEqual([{ bearer: [] }]);
    const scheme = document.components.securitySchemes.bearer;
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(scheme.bearerFormat).toBeUndefined();
    expect(scheme.description).toMatch(/opaque random token/);
    expect(document.servers?.length).toBeGreaterThan(0);
  });

  describe("real answers match the document's schemas", () => {
    const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
    const validate = (schema: Schema | undefined, value: unknown) => {
      expect(schema).toBeDefined();
      const check = ajv.compile({ ...schema, components: document.components });
      check(value);
      return check.errors ?? [];
    };
    const successSchema = (route: string) => {
      const operation = operations.find(([name]) => name === route)?.[1];
      const status = Object.keys(operation?.responses ?? {}).find((code) => code.startsWith('2')) ?? '';
      return operation?.responses[status].content?.['application/json'].schema;
    };
    const errorSchema = (name: string) =>
      (document.components.responses[name] as { content: Record<string, { schema: Schema }> }).content['application/json'].schema;

    it('a car, the listings, the offers and a store list', async () => {
      const admin = api.as((await loginAdmin(api)).token);
      const seller = api.as((await register(api, 'user', 'openapi-seller')).token);
      const car = await carIn('active', seller, admin);
      expect(validate(successSchema('GET /api/cars/{id}'), (await api.get(`/api/cars/${car.id}`)).body)).toEqual([]);
      expect(validate(successSchema('GET /api/cars/{id}'), (await seller.get(`/api/cars/${car.id}`)).body)).toEqual([]);
      const list = await api.get('/api/cars');
      expect(list.body.data).toHaveLength(1);
      expect(validate(successSchema('GET /api/cars'), list.body)).toEqual([]);
      expect(validate(successSchema('GET /api/car-offers'), (await api.get('/api/car-offers')).body)).toEqual([]);
      expect(validate(successSchema('GET /api/me'), (await seller.get('/api/me')).body)).toEqual([]);
      expect(validate(successSchema('GET /api/stores'), (await api.get('/api/stores')).body)).toEqual([]);
    });

    it('the error bodies: 401, 404 and a 422 with its fields', async () => {
      const unauthorized = await api.get('/api/me');
      expect(unauthorized.status).toBe(401);
      expect(validate(errorSchema('Unauthorized'), unauthorized.body)).toEqual([]);
      const missing = await api.get('/api/cars/999999');
      expect(missing.status).toBe(404);
      expect(validate(errorSchema('NotFound'), missing.body)).toEqual([]);
      const invalid = await api.post('/auth/register', { email: 'not an address' });
      expect(invalid.status).toBe(422);
      expect(invalid.body.errors).toBeDefined();
      expect(validate(errorSchema('UnprocessableEntity'), invalid.body)).toEqual([]);
    });

    it('a schema that does not fit refuses the answer (the check can fail)', async () => {
      const admin = api.as((await loginAdmin(api)).token);
      const res = await admin.get('/api/me');
      expect(validate(successSchema('GET /api/me'), { ...res.body, data: { ...res.body.data, id: 'one' } })).not.toEqual([]);
    });
  });
});
