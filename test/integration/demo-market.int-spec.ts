import { CarFieldsDto } from '../../server/src/cars/dto/car-fields.dto';
import { OfferTermsDto } from '../../server/src/cars/dto/offer-terms.dto';
import { DEMO_COMPARABLE_CARS } from '../../server/src/seed/demo/demo-comparables';
import { DEMO_CITY_CARS } from '../../server/src/seed/demo/demo-cities';
import { DEMO_CARS } from '../../server/src/seed/demo/demo-cars';
import { SeedHarness } from '../../server/src/seed/seed-harness';
import { validateDto } from '../../server/src/shared/http/validation';
import { query } from '../support/cars';
import { eventually } from '../support/fixtures';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

const CITIES = ['دمشق', 'حلب', 'حمص', 'اللاذقية', 'طرطوس'];

/** The demo market every fresh install starts with, made by the seeding harness through commands. */
describe('demo market', () => {
  let app: TestApp;
  let api: StrictApi;

  beforeAll(async () => {
    // With the worker, which places the listings' prices (the price indicator).
    app = await startTestApp({ worker: true });
    api = new StrictApi(app.url);
    expect(await app.server.get(SeedHarness).runPending()).toEqual([
      'demo-market',
      'demo-cities',
      'demo-places',
      'demo-comparables',
      'demo-parts',
    ]);
    // Four seeders through the commands: minutes on a slow machine.
  }, 300_000);
  afterAll(() => app.close());

  it('obeys the rules a seller filling the forms would', async () => {
    for (const car of [...DEMO_CARS, ...DEMO_CITY_CARS, ...DEMO_COMPARABLE_CARS]) {
      const fields = await validateDto(CarFieldsDto, {
        ...car,
        brand: car.brand,
        category_id: car.category,
        country_of_manufacture: car.country,
        fuel_type: car.fuel,
      });
      const offer = await validateDto(OfferTermsDto, {
        offer_type: car.offer.type,
        price: car.offer.price,
        price_unit: car.offer.currency,
        pricing_period: car.offer.period,
        location: car.offer.location,
        additional_features: car.offer.features,
      });
      expect({ car: car.name, errors: { ...fields.errors, ...offer.errors } }).toEqual({ car: car.name, errors: {} });
    }
  });

  it('has about sixty cars for sale and for rent in each of the five cities, some featured', async () => {
    const all = await api.get('/api/cars?per_page=100');
    expect(all.body.pagination.total).toBeGreaterThanOrEqual(55);
    for (const city of CITIES) {
      for (const offer_type of ['sale', 'rent']) {
        const res = await api.get(`/api/cars${query({ location: city, offer_type })}`);
        expect({ city, offer_type, some: res.body.pagination.total > 0 }).toEqual({ city, offer_type, some: true });
      }
    }
    const featured = await api.get('/api/cars?featured=1&per_page=100');
    expect(featured.body.pagination.total).toBeGreaterThanOrEqual(10);
    expect(featured.body.data.filter((car: { images: unknown[] }) => car.images.length === 4).length).toBeGreaterThanOrEqual(10);
    const monthly = await api.get('/api/cars?offer_type=rent&pricing_period=monthly');
    expect(monthly.body.pagination.total).toBeGreaterThanOrEqual(4);
  });

  it('has popular models with 8–15 listings each, so most cars for sale carry a price band and «عروض جيدة فقط» lists some', async () => {
    const perModel = new Map<string, number>();
    for (const car of DEMO_COMPARABLE_CARS) perModel.set(car.model, (perModel.get(car.model) ?? 0) + 1);
    for (const [model, count] of perModel) expect({ model, fits: count >= 8 && count <= 15 }).toEqual({ model, fits: true });
    const share = async () => {
      const [row] = await app.dataSource.query(
        `SELECT count(*) FILTER (WHERE pi.band IS NOT NULL)::int AS banded, count(*)::int AS sale
           FROM cars c LEFT JOIN public.price_indicators pi ON pi.car_id = c.id
          WHERE c.status = 'active' AND c.offer_type = 'sale'`,
      );
      return row as { banded: number; sale: number };
    };
    await eventually(async () => {
      const { banded, sale } = await share();
      return sale > 0 && banded / sale > 0.5;
    });
    const { banded, sale } = await share();
    console.log(`demo cars for sale with a price band: ${banded} of ${sale} (${Math.round((100 * banded) / sale)}%)`);
    const deals = await api.get(`/api/cars${query({ deal: 'good', per_page: 100 })}`);
    expect(deals.body.pagination.total).toBeGreaterThan(0);
  });

  it('wrote everything as events, and runs once per database', async () => {
    const [{ listed }] = await app.dataSource.query(
      `SELECT count(*)::int AS listed FROM public.events WHERE event_type = 'CarListed' AND metadata->>'actorId' IS NOT NULL`,
    );
    expect(listed).toBe(DEMO_CARS.length + DEMO_CITY_CARS.length + DEMO_COMPARABLE_CARS.length);
    expect(await app.server.get(SeedHarness).runPending()).toEqual([]);
    expect((await api.get('/api/spare-parts')).body.meta.total).toBe(40);
  });
});
