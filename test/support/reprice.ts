import { ListingRepricer, RepricePass } from '../../server/src/cars/pricing/listing-repricer';
import { EXCHANGE_RATES_STREAM } from '../../server/src/settings/domain/settings.events';
import { TestApp } from './test-app';

/**
 * For a test app without a worker: the re-pricing the worker would do after the last rate change
 * (ListingRepricer, the same batches and events), run now. Never beside a running worker (both
 * would append to the same stream).
 */
export async function repriceListings(app: TestApp): Promise<RepricePass> {
  const [{ version }]: Array<{ version: number }> = await app.dataSource.query(
    `SELECT max(stream_version)::int AS version FROM public.events WHERE stream_type = $1 AND stream_id = $2`,
    [EXCHANGE_RATES_STREAM.type, EXCHANGE_RATES_STREAM.id],
  );
  return app.server.get(ListingRepricer).run(version, { actorId: null, actorRole: 'system', correlationId: 'test-reprice' });
}
