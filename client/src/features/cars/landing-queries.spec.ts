import { describe, expect, it } from '@jest/globals';
import { scriptJson } from '../../app/server-page';
import { FEATURED_ROW, landingQueries, LISTING_PAGE_SIZE, RECENT_OFFERS } from './cars-api';

describe('the first requests of the landing pages', () => {
  it('are the pages’ own: a car, the listings’ page and featured row, home’s offers and featured row', () => {
    expect(landingQueries('/car/42', '')).toEqual([{ endpointName: 'getCar', arg: 42 }]);
    expect(landingQueries('/car-listings', '')).toEqual([
      { endpointName: 'getCars', arg: { page: 1, limit: LISTING_PAGE_SIZE } },
      { endpointName: 'getCars', arg: FEATURED_ROW },
    ]);
    expect(landingQueries('/', '?utm_source=x')).toEqual([
      { endpointName: 'getRecentOffers', arg: RECENT_OFFERS },
      { endpointName: 'getCars', arg: FEATURED_ROW },
    ]);
  });

  it('are none for a search, another page or an id that is not one', () => {
    for (const [path, search] of [
      ['/car-listings', '?q=كامري'],
      ['/car-listings', '?page=2'],
      ['/about', ''],
      ['/car/0', ''],
      ['/car/99999999999999999', ''],
      // Longer than the car page's address (shared/car-page.ts), as the server reads it.
      ['/car/1000000000', ''],
      ['/car/abc', ''],
    ]) {
      expect({ path, search, queries: landingQueries(path, search) }).toEqual({ path, search, queries: null });
    }
  });
});

describe('answers embedded in a page', () => {
  it('cannot end their <script> element, open a comment or break a line of JavaScript', () => {
    const text = scriptJson({ name: '</script><script>alert(1)</script> <!-- \u2028\u2029' });
    expect(text).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> <!-- \u2028\u2029' });
  });
});
