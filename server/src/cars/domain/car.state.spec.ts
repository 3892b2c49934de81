import { RecordedEvent } from '../../event-store/event.types';
import { CarEvent } from './car.events';
import { evolveCar, initialCarState } from './car.state';

let version = 0;
const recorded = (event: CarEvent) => ({ ...event, streamVersion: ++version }) as unknown as RecordedEvent;
const image = (id: string) => ({
  imageId: id,
  key: `originals/${id}.jpg`,
  contentType: 'image/jpeg',
  size: 10,
  width: 10,
  height: 10,
});

describe('car state', () => {
  it('follows a car through listing, photo results, rejection, resubmission and approval', () => {
    const events: CarEvent[] = [
      {
        type: 'CarListed',
        data: { carId: 1, ownerId: 7, details: {} as never, images: [image('a'), image('b')], featured: false },
      },
      { type: 'CarImageProcessed', data: { imageId: 'a', width: 10, height: 10, variants: [] } },
      { type: 'CarImageRejected', data: { imageId: 'b', reason: 'corrupt' } },
      { type: 'CarRejected', data: { reason: null } },
      { type: 'CarResubmitted', data: {} },
      { type: 'CarApproved', data: { expiresAt: '2030-01-01T00:00:00Z', automatic: false } },
    ];
    const state = events.map(recorded).reduce(evolveCar, initialCarState);
    expect(state).toMatchObject({ exists: true, ownerId: 7, status: 'active', removed: false });
    expect(state.images.map((i) => [i.imageId, i.status])).toEqual([
      ['a', 'ready'],
      ['b', 'failed'],
    ]);
  });

  it('remembers the offer type and period across revisions', () => {
    const events: CarEvent[] = [
      { type: 'CarListed', data: { carId: 1, ownerId: 7, details: {} as never, images: [], featured: false } },
      {
        type: 'CarOfferMade',
        data: {
          offerId: 3,
          offerType: 'rent',
          priceMinor: 100,
          currency: 'USD',
          pricingPeriod: 'daily',
          isAvailable: true,
          additionalFeatures: '',
          location: 'دمشق',
        },
      },
      { type: 'CarOfferRevised', data: { changes: { offerType: 'sale', pricingPeriod: null } } },
    ];
    expect(events.map(recorded).reduce(evolveCar, initialCarState).offer).toEqual({
      offerId: 3,
      offerType: 'sale',
      pricingPeriod: null,
    });
  });

  it('remembers when an active listing expires, through expiry and renewal', () => {
    const listed: CarEvent = {
      type: 'CarListed',
      data: { carId: 1, ownerId: 7, details: {} as never, images: [], featured: false },
    };
    const approved = [
      listed,
      { type: 'CarApproved', data: { expiresAt: '2030-01-01T00:00:00.000Z', automatic: false } },
    ] as CarEvent[];
    expect(approved.map(recorded).reduce(evolveCar, initialCarState)).toMatchObject({
      status: 'active',
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    const renewed = [
      ...approved,
      { type: 'CarExpired', data: {} },
      { type: 'CarRenewed', data: { expiresAt: '2030-02-01T00:00:00.000Z' } },
    ] as CarEvent[];
    expect(renewed.slice(0, 3).map(recorded).reduce(evolveCar, initialCarState).status).toBe('expired');
    expect(renewed.map(recorded).reduce(evolveCar, initialCarState)).toMatchObject({
      status: 'active',
      expiresAt: '2030-02-01T00:00:00.000Z',
    });
  });
});
