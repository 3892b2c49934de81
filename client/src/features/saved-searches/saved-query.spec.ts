import { describe, expect, it } from '@jest/globals';
import { notificationPath } from './notification-path';
import { listingsPathOf, NAME_MAX, savedQueryOf, suggestedName } from './saved-query';

describe('savedQueryOf', () => {
  it('keeps the filters as the API names them, dropping the page and the cursor', () => {
    const saved = new URLSearchParams(savedQueryOf('?brand=toyota&page=3&city=%D8%AD%D9%84%D8%A8&cursor=abc'));
    expect([...saved.entries()]).toEqual([
      ['brand', 'toyota'],
      ['location', 'حلب'],
    ]);
  });

  it('names every filter of the listings page by its GET /api/cars parameter', () => {
    const saved = new URLSearchParams(savedQueryOf('q=كامري&brand=toyota&city=حمص&fuel=diesel&min=5000&max=20000&deal=good'));
    expect(Object.fromEntries(saved)).toEqual({
      search: 'كامري',
      brand: 'toyota',
      location: 'حمص',
      fuel_type: 'diesel',
      'price[min]': '5000',
      'price[max]': '20000',
      deal: 'good',
    });
  });

  it('sorts the keys, so one search saved from two orders of the URL is the same query', () => {
    expect(savedQueryOf('max=20000&brand=kia&deal=good')).toBe('brand=kia&deal=good&price%5Bmax%5D=20000');
    expect(savedQueryOf('deal=good&max=20000&brand=kia')).toBe('brand=kia&deal=good&price%5Bmax%5D=20000');
  });

  it('leaves out empty values and keys the listings page does not have', () => {
    expect(savedQueryOf('fuel=petrol&q=&city=%20&status=pending&sort=price_asc')).toBe('fuel_type=petrol');
  });

  it('keeps the currency of the price bounds, so a search in pounds stays in pounds', () => {
    const saved = new URLSearchParams(savedQueryOf('max=2000000&currency=SYP'));
    expect(Object.fromEntries(saved)).toEqual({ 'price[max]': '2000000', 'price[currency]': 'SYP' });
    expect(Object.fromEntries(new URLSearchParams(listingsPathOf(saved.toString()).split('?')[1]))).toEqual({
      max: '2000000',
      currency: 'SYP',
    });
    expect(suggestedName('max=2000000&currency=SYP')).toContain('2,000,000\u00a0ل.س');
    expect(suggestedName('max=20000')).toContain('20,000\u00a0$');
  });

  it('is empty for a list without filters', () => {
    expect(savedQueryOf('?page=2')).toBe('');
    expect(savedQueryOf(new URLSearchParams())).toBe('');
  });

  it('trims the values', () => {
    expect(new URLSearchParams(savedQueryOf('q=%20%D9%83%D8%A7%D9%85%D8%B1%D9%8A%20')).get('search')).toBe('كامري');
  });
});

describe('listingsPathOf', () => {
  it("opens the listings page with a saved query's filters in the page's own keys", () => {
    const path = listingsPathOf('brand=kia&location=حمص&price[max]=20000&search=سبورتاج');
    expect(path.startsWith('/car-listings?')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(path.split('?')[1]))).toEqual({
      brand: 'kia',
      city: 'حمص',
      max: '20000',
      q: 'سبورتاج',
    });
  });

  it('returns what savedQueryOf took, and opens all cars for an empty query', () => {
    const search = 'brand=kia&city=%D8%AD%D9%85%D8%B5&deal=good&fuel=diesel&max=20000&min=5000&q=x';
    expect(listingsPathOf(savedQueryOf(search))).toBe(`/car-listings?${search}`);
    expect(listingsPathOf('')).toBe('/car-listings');
    expect(listingsPathOf('sort=newest')).toBe('/car-listings');
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
  it('keeps the year, mileage, gearbox, condition, body type and seller type filters both ways', () => {
    const page = 'ymin=2015&ymax=2018&km=50000&gear=manual&cond=new&body=suv&seller=store&page=3';
    const saved = savedQueryOf(page);
    expect(Object.fromEntries(new URLSearchParams(saved))).toEqual({
      'year[min]': '2015',
      'year[max]': '2018',
      'mileage[max]': '50000',
      transmission: 'manual',
      condition: 'new',
      body_type: 'suv',
      seller_type: 'store',
    });
    const back = new URLSearchParams(listingsPathOf(saved).split('?')[1]);
    expect(Object.fromEntries(back)).toEqual(
      Object.fromEntries([...new URLSearchParams(page)].filter(([key]) => key !== 'page')),
    );
  });
});
