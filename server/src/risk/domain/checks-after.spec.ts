import type { CarEvent } from '../../cars/domain/car.events';
import { ALL_CHECKS, checksAfter } from './checks-after';
import { CONTACT_TEXTS } from './contact-texts';

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

  it('re-reads the text after a revision of any text the contact check reads', () => {
    for (const text of CONTACT_TEXTS) {
      const event = (
        'detail' in text
          ? { type: 'CarRevised', data: { changes: { [text.detail]: 'x' } } }
          : { type: 'CarOfferRevised', data: { changes: { [text.term]: 'x' } } }
      ) as CarEvent;
      expect({ text: text.label, checks: checksAfter(event) }).toEqual({
        text: text.label,
        checks: expect.arrayContaining(['contact']),
      });
    }
  });

  it('re-reads the photos for a photo processed or removed, and everything for a listing (re)entering review', () => {
    expect(checksAfter({ type: 'CarImageRemoved', data: { imageId: 'a' } })).toEqual(['photos']);
    expect(checksAfter({ type: 'CarResubmitted', data: {} })).toEqual(ALL_CHECKS);
  });
});
