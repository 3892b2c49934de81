import type { CarEvent } from '../../cars/domain/car.events';
import { ALL_CHECKS, checksAfter } from './checks-after';

describe('the checks a published listing’s event can change', () => {
  it('re-reads the text for a changed text (a colour too), the price guide for a changed price or model, nothing for the seats', () => {
    const revised = (changes: object) => ({ type: 'CarRevised', data: { changes } }) as CarEvent;
    expect(checksAfter(revised({ description: 'x' }))).toEqual(['contact']);
    expect(checksAfter(revised({ model: 'Rio', description: 'x' }))).toEqual(['contact', 'price']);
    expect(checksAfter(revised({ color: 'أسود' }))).toEqual(['contact']);
    expect(checksAfter(revised({ seats: 7, horsepower: 150 }))).toEqual([]);
    const offer = (changes: object) => ({ type: 'CarOfferRevised', data: { changes } }) as CarEvent;
    expect(checksAfter(offer({ priceMinor: 900_000 }))).toEqual(['price']);
    expect(checksAfter(offer({ location: 'حلب' }))).toEqual(['contact']);
    expect(checksAfter(offer({ isAvailable: false }))).toEqual([]);
  });

  it('re-reads the photos for a photo processed or removed, and everything for a listing (re)entering review', () => {
    expect(checksAfter({ type: 'CarImageRemoved', data: { imageId: 'a' } })).toEqual(['photos']);
    expect(checksAfter({ type: 'CarResubmitted', data: {} })).toEqual(ALL_CHECKS);
  });
});
