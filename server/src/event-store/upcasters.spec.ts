import { currentSchemaVersion, registerUpcaster, upcast } from './upcasters';

describe('upcasters', () => {
  it('lifts old event data step by step to the current schema version', () => {
    // Version 1 had one `price` in dollars; version 2 split it into minor units and currency;
    // version 3 renamed `location` to `city`.
    registerUpcaster('TestPriced', 1, (d) => ({ location: d.location, priceMinor: Number(d.price) * 100, currency: 'USD' }));
    registerUpcaster('TestPriced', 2, ({ location, ...rest }) => ({ ...rest, city: location }));
    expect(currentSchemaVersion('TestPriced')).toBe(3);
    expect(upcast('TestPriced', 1, { price: 12, location: 'حلب' })).toEqual({ priceMinor: 1200, currency: 'USD', city: 'حلب' });
    expect(upcast('TestPriced', 2, { priceMinor: 5, currency: 'EUR', location: 'حمص' })).toEqual({
      priceMinor: 5,
      currency: 'EUR',
      city: 'حمص',
    });
    expect(upcast('TestPriced', 3, { priceMinor: 5, currency: 'EUR', city: 'حمص' })).toEqual({
      priceMinor: 5,
      currency: 'EUR',
      city: 'حمص',
    });
  });

  it('leaves event types without upcasters as written, at version 1', () => {
    expect(currentSchemaVersion('CarListed')).toBe(1);
    expect(upcast('CarListed', 1, { carId: 1 })).toEqual({ carId: 1 });
  });
});
