import { createPublicKey, verify } from 'node:crypto';
import { canonicalJson, chainHash } from '../../server/src/event-store/chain/canonical';
import { rootFromInclusionProof } from '../../server/src/event-store/chain/merkle';
import { verifyLog } from '../../server/src/event-store/chain/verify-log';
import { RecordLogDigestProcessor } from '../../server/src/audit/log-integrity/record-log-digest.processor';
import { Api } from '../support/api';
import { grantRole } from '../support/accounts';
import { createCar, eventually, loginAdmin, register } from '../support/fixtures';
import { startTestApp, TestApp } from '../support/test-app';

interface Digest {
  version: number;
  size: number;
  position: number;
  head: string;
  root: string;
  at: string;
  key_id: string;
  signature: string;
}

/** The signed digest of the log, the public key it is checked with, inclusion proofs, and the hourly digest event. */
describe('log digests and proofs', () => {
  let app: TestApp;
  let api: Api;
  let auditor: Api;

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    api = new Api(app.url);
    const session = await register(api, 'user', 'auditor');
    await grantRole(app, session.user.id, 'auditor');
    auditor = api.as(session.token);
    await createCar(api.as((await loginAdmin(api)).token), {});
  });
  afterAll(() => app.close());

  const key = async () => {
    const res = await api.get('/api/audit/key');
    expect(res.status).toBe(200);
    return res.body.data as { public_key: string; pem: string; key_id: string; algorithm: string };
  };

  it('signs the digest with the Ed25519 key published at /api/audit/key, and the log verifies against it', async () => {
    const res = await auditor.get('/api/audit/digest');
    expect(res.status).toBe(200);
    const digest = res.body.data as Digest;
    const published = await key();
    expect(published.algorithm).toBe('Ed25519');
    expect(digest.key_id).toBe(published.key_id);
    const { signature, ...signed } = digest;
    const text = canonicalJson(signed);
    expect(verify(null, Buffer.from(text), createPublicKey(published.pem), Buffer.from(signature, 'base64'))).toBe(true);
    // A changed root no longer matches the signature.
    const forged = canonicalJson({ ...signed, root: '00'.repeat(32) });
    expect(verify(null, Buffer.from(forged), createPublicKey(published.pem), Buffer.from(signature, 'base64'))).toBe(false);
    const report = await verifyLog(app.dataSource, { digest });
    expect(report.problem).toBeNull();
    expect(report.extendsDigest).toBe(true);
  });

  it('proves every event’s inclusion in the signed root, from its content up', async () => {
    const positions: Array<{ global_position: number }> = await app.dataSource.query(
      `SELECT global_position FROM public.event_seals ORDER BY log_index`,
    );
    for (const { global_position } of positions) {
      const res = await auditor.get(`/api/audit/events/${global_position}/proof`);
      expect(res.status).toBe(200);
      const proof = res.body.data as {
        digest: Digest;
        index: number;
        previous_hash: string;
        canonical: string;
        hash: string;
        path: string[];
      };
      const hash = chainHash(Buffer.from(proof.previous_hash, 'hex'), proof.canonical);
      expect(hash.toString('hex')).toBe(proof.hash);
      expect(JSON.parse(proof.canonical)).toMatchObject({ position: global_position });
      const root = rootFromInclusionProof(
        hash,
        proof.index,
        proof.digest.size,
        proof.path.map((p) => Buffer.from(p, 'hex')),
      );
      expect(root?.toString('hex')).toBe(proof.digest.root);
      // Another event's hash does not lead to the root with this path.
      const wrong = rootFromInclusionProof(
        Buffer.alloc(32, 1),
        proof.index,
        proof.digest.size,
        proof.path.map((p) => Buffer.from(p, 'hex')),
      );
      expect(wrong?.toString('hex')).not.toBe(proof.digest.root);
    }
    for (const bad of ['0', '999999999', 'abc', '-1']) {
      const res = await auditor.get(`/api/audit/events/${bad}/proof`);
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('records a digest of the log in the log itself: at the worker’s start, then hourly', async () => {
    const recorded = () =>
      app.dataSource.query<Array<{ data: Digest; stream_version: number; stream_id: string; global_position: number }>>(
        `SELECT data, stream_version, stream_id, global_position FROM public.events WHERE event_type = 'LogDigestRecorded' ORDER BY global_position`,
      );
    // The schedule's first run comes with the worker's start.
    const first = await eventually(async () => {
      const found = await recorded();
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    const before = (await auditor.get('/api/audit/digest')).body.data as Digest;
    await app.worker!.get(RecordLogDigestProcessor).process();
    await app.worker!.get(RecordLogDigestProcessor).process();
    const all = await recorded();
    const added = all.slice(first.length);
    expect(added).toHaveLength(2);
    expect(added[1].stream_version).toBe(added[0].stream_version + 1);
    expect(added[0].data.size).toBeGreaterThanOrEqual(before.size);
    // The second digest covers the first one's event; the worker may append others in between
    // (the car's photo, processed meanwhile), so it covers at least one event more.
    const [{ log_index }] = await app.dataSource.query<Array<{ log_index: number }>>(
      `SELECT log_index FROM public.event_seals WHERE global_position = $1`,
      [added[0].global_position],
    );
    expect(log_index).toBeGreaterThanOrEqual(added[0].data.size);
    expect(log_index).toBeLessThan(added[1].data.size);
    const report = await verifyLog(app.dataSource, { digest: added[0].data });
    expect(report.extendsDigest).toBe(true);
  });
});
