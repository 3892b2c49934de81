import { HttpException } from '@nestjs/common';
import { CarListQueryDto } from '../dto/car-list-query.dto';
import { encodeCursor } from './list-cursor';
import { SqlConditions } from './list-filters';
import { pagePosition, sortedWindowSql } from './list-window';

const counted = { counted: 5, cap: 1000, misspelt: false };
const query = (fields: Partial<CarListQueryDto>) => Object.assign(new CarListQueryDto(), fields);

describe('pagePosition: where a page is in its list', () => {
  it('orders a search by relevance unless a sort is chosen, and near spellings by recency', () => {
    expect(pagePosition(query({ search: 'كامري' }), { words: ['كامري'] }, counted).sort).toBe('relevance');
    expect(pagePosition(query({ search: 'كامري', sort: 'price_asc' }), { words: ['كامري'] }, counted).sort).toBe('price_asc');
    expect(pagePosition(query({ search: 'كامرب' }), { words: ['كامرب'] }, { ...counted, misspelt: true }).sort).toBe('newest');
    expect(pagePosition(query({}), { words: [] }, counted).sort).toBe('newest');
  });

  it('takes the page and its size from the query, `limit` before `per_page`', () => {
    expect(pagePosition(query({}), { words: [] }, counted)).toMatchObject({ page: 1, perPage: 12, cursor: null });
    expect(pagePosition(query({ page: 3, per_page: 20 }), { words: [] }, counted)).toMatchObject({ page: 3, perPage: 20 });
    expect(pagePosition(query({ per_page: 20, limit: 5 }), { words: [] }, counted).perPage).toBe(5);
  });

  it('places a page by a cursor of its own order, and refuses anything else with a 400', () => {
    const cursor = encodeCursor({ sort: 'year_desc', direction: 'next', key: '2015', id: 42 });
    expect(pagePosition(query({ sort: 'year_desc', cursor }), { words: [] }, counted).cursor).toEqual({
      sort: 'year_desc',
      direction: 'next',
      key: '2015',
      id: 42,
    });
    for (const bad of [encodeCursor({ sort: 'newest', direction: 'next', key: '2015', id: 42 }), ['a'], { a: 1 }, '%%'])
      expect(() => pagePosition(query({ sort: 'year_desc', cursor: bad }), { words: [] }, counted)).toThrow(HttpException);
  });
});

describe('sortedWindowSql: the statement that picks a sorted page', () => {
  const filter = () => {
    const conditions = new SqlConditions();
    conditions.where.push(`c.status = ${conditions.param('active')}`, `c.brand = ${conditions.param('kia')}`);
    return { conditions };
  };

  it('skips earlier pages by OFFSET and reads one car more than the page, leaving the filter as it was', () => {
    const f = filter();
    const { sql, params } = sortedWindowSql(f, { sort: 'mileage_asc', cursor: null, page: 3, perPage: 12 });
    expect(params).toEqual(['active', 'kia', 13, 24]);
    expect(sql).toContain('WHERE c.status = $1 AND c.brand = $2 ORDER BY c.mileage ASC, c.id ASC LIMIT $3 OFFSET $4');
    expect(sql).toMatch(/^SELECT c\.id, c\.mileage::text AS cursor_key FROM/);
    expect(f.conditions.params).toEqual(['active', 'kia']);
  });

  it('reads after a cursor by keyset branches, and before it in the reverse order', () => {
    const after = sortedWindowSql(filter(), {
      sort: 'price_asc',
      cursor: { sort: 'price_asc', direction: 'next', key: '150000', id: 9 },
      page: 1,
      perPage: 12,
    });
    expect(after.sql).toContain('UNION ALL');
    expect(after.sql).not.toContain('OFFSET');
    expect(after.sql).toContain('ORDER BY c.price_usd_minor ASC NULLS LAST, c.id DESC');
    expect(after.params.slice(0, 3)).toEqual(['active', 'kia', 13]);

    const before = sortedWindowSql(filter(), {
      sort: 'price_asc',
      cursor: { sort: 'price_asc', direction: 'prev', key: '150000', id: 9 },
      page: 1,
      perPage: 12,
    });
    expect(before.sql).toContain('ORDER BY c.price_usd_minor DESC NULLS FIRST, c.id ASC');
    expect(before.sql).not.toContain('UNION ALL');
  });

  it('numbers its placeholders after the filter’s, one per value', () => {
    const { sql, params } = sortedWindowSql(filter(), {
      sort: 'year_desc',
      cursor: { sort: 'year_desc', direction: 'next', key: '2015', id: 42 },
      page: 1,
      perPage: 12,
    });
    const used = new Set([...sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
    expect([...used].sort((a, b) => a - b)).toEqual(params.map((_, i) => i + 1));
  });
});
