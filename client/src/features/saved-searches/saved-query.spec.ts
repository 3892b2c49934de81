import { describe, expect, it } from '@jest/globals';
import { notificationPath } from './notification-path';
import { listingsPathOf, NAME_MAX, savedQueryOf, suggestedName } from './saved-query';

describe('savedQueryOf', () => {
  it('drops the page and the cursor, keeping the filters', () => {
    expect(savedQueryOf('?brand=toyota&page=3&city=%D8%AD%D9%84%D8%A8&cursor=abc')).toBe(
      new URLSearchParams([
        ['brand', 'toyota'],
        ['city', 'حلب'],
      ]).toString(),
    );
  });

  it('sorts the keys, so one search saved from two orders of the URL is the same query', () => {
    expect(savedQueryOf('max=20000&brand=kia&deal=good')).toBe('brand=kia&deal=good&max=20000');
    expect(savedQueryOf('deal=good&max=20000&brand=kia')).toBe('brand=kia&deal=good&max=20000');
  });

  it('sorts repeated keys by value and leaves out empty values', () => {
    expect(savedQueryOf('fuel=petrol&q=&fuel=diesel&city=%20')).toBe('fuel=diesel&fuel=petrol');
  });

  it('is empty for a list without filters', () => {
    expect(savedQueryOf('?page=2')).toBe('');
    expect(savedQueryOf(new URLSearchParams())).toBe('');
  });

  it('trims the values and keeps Arabic text as the URL encodes it', () => {
    const query = savedQueryOf('q=%20%D9%83%D8%A7%D9%85%D8%B1%D9%8A%20');
    expect(new URLSearchParams(query).get('q')).toBe('كامري');
  });
});

describe('listingsPathOf', () => {
  it('opens the listings with the saved filters', () => {
    expect(listingsPathOf('brand=kia')).toBe('/car-listings?brand=kia');
    expect(listingsPathOf('')).toBe('/car-listings');
  });
});

describe('suggestedName', () => {
  it('names a search by its make, city, fuel, words and prices', () => {
    const query = new URLSearchParams({ brand: 'toyota', city: 'حلب', fuel: 'diesel', q: 'كامري', min: '5000', max: '20000' });
    expect(suggestedName(query.toString())).toBe('تويوتا · حلب · ديزل · «كامري» · من 5,000\u00a0$ · حتى 20,000\u00a0$');
  });

  it('says «good deals» for the deals filter and «all cars» for no filter', () => {
    expect(suggestedName('deal=good')).toBe('عروض جيدة');
    expect(suggestedName('')).toBe('كل السيارات');
  });

  it('keeps an unknown make or fuel as written and ignores a price that is not a number', () => {
    expect(suggestedName('brand=lada&fuel=gas&max=lots')).toBe('lada · gas');
  });

  it('shortens a long name to the limit', () => {
    const name = suggestedName(`q=${'ب'.repeat(200)}`);
    expect(name).toHaveLength(NAME_MAX);
    expect(name.endsWith('…')).toBe(true);
  });
});

describe('notificationPath', () => {
  it("opens a car's page on this site's path for it", () => {
    expect(notificationPath({ link: '/cars/12', car_id: 12 })).toBe('/car/12');
  });

  it("follows the server's link when it is a path here, and never another origin", () => {
    expect(notificationPath({ link: '/user-dashboard/saved-searches', car_id: null })).toBe('/user-dashboard/saved-searches');
    expect(notificationPath({ link: '//evil.example/x', car_id: null })).toBe('/user-dashboard/notifications');
    expect(notificationPath({ link: 'https://evil.example/x', car_id: null })).toBe('/user-dashboard/notifications');
  });
});
