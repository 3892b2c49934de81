import { Actor } from '../../shared/auth/roles';
import { CarListQueryDto } from '../dto/car-list-query.dto';
import { carListFilter } from './list-filters';
import { WordCounts } from './list-search';
import { countsByBucket } from './search-buckets';

const query = (fields: Partial<CarListQueryDto>) => Object.assign(new CarListQueryDto(), fields);
/** Word counts of the 1,000,000-listing bench market (900,000 active). */
const MARKET: WordCounts = {
  beginNoOther: [],
  passingCap: [],
  unknown: [],
  held: new Map([
    ['سياره', 180_262],
    ['حلب', 179_912],
    ['toyota', 215_078],
    ['دمشق', 360_413],
    ['كامري', 58_970],
    ['سبورتاج', 45_374],
    ['2015', 45_710],
  ]),
  market: { active: 899_843, newestId: 1_000_000 },
};
const admin: Actor = { id: 1, name: 'مدير', email: 'admin@example.com', roles: ['admin'], latestRole: 'admin', status: 'active' };
const decides = (fields: Partial<CarListQueryDto>, words: WordCounts = MARKET, cap = 1000, viewer?: Actor) =>
  countsByBucket(carListFilter(query(fields), { viewer }), words, cap);

describe('countsByBucket: whether a search is counted in its newest buckets first', () => {
  it('takes two common words, and a model beside its make, to the newest buckets', () => {
    expect(decides({ search: 'سيارة من حلب' })).toBe(true);
    expect(decides({ search: 'تويوتا في دمشق' })).toBe(true);
    expect(decides({ search: 'تويوتا كامري' })).toBe(true);
  });

  it('counts a search expected to match less than the cap there as before', () => {
    expect(decides({ search: 'سبورتاج 2015' })).toBe(false);
    // Common words, but the cap is above what the newest 100,000 listings are expected to hold.
    expect(decides({ search: 'سيارة من حلب' }, MARKET, 10_000)).toBe(false);
    // A word the counts do not know (a begun word, say) counts for none.
    expect(decides({ search: 'سيارة حل' })).toBe(false);
  });

  it('leaves a search with a filter beside it, and lists of other statuses, to the plain count', () => {
    expect(decides({ search: 'سيارة من حلب', brand: 'kia' })).toBe(false);
    expect(decides({ search: 'سيارة من حلب', transmission: 'manual' })).toBe(false);
    expect(decides({ search: 'سيارة من حلب' }, MARKET, 1000, admin)).toBe(false);
    expect(decides({ search: 'سيارة من حلب', status: 'active' }, MARKET, 1000, admin)).toBe(true);
    expect(decides({ brand: 'kia' })).toBe(false);
  });

  it('takes the whole market for the newest buckets when it has fewer listings than they hold', () => {
    const small: WordCounts = {
      ...MARKET,
      held: new Map([
        ['سياره', 300],
        ['حلب', 300],
      ]),
      market: { active: 900, newestId: 1000 },
    };
    // 900 × (300/900) × (300/900) = 100 expected matches.
    expect(decides({ search: 'سيارة حلب' }, small, 99)).toBe(true);
    expect(decides({ search: 'سيارة حلب' }, small, 100)).toBe(false);
    expect(decides({ search: 'سيارة حلب' }, { ...small, market: { active: 0, newestId: 0 } }, 1)).toBe(false);
  });
});
