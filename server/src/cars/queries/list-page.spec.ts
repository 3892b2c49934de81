import { decodeCursor } from './list-cursor';
import { pageOf, PagePosition } from './list-page';

const rows = (...ids: number[]) => ids.map((id) => ({ id, cursor_key: `${1000 - id}` }));
const byPage = (page: number): PagePosition => ({ sort: 'mileage_asc', cursor: null, page, perPage: 3 });
const exact = (total: number) => ({ total, estimated: false });
const ids = (data: ReadonlyArray<{ id: number }>) => data.map((row) => row.id);

describe('pageOf, the last step of a list', () => {
  it('shows a page of its rows and keeps the extra one only to say a page follows', () => {
    const page = pageOf(rows(1, 2, 3, 4), byPage(1), exact(10), null, (row) => row);
    expect(ids(page.data)).toEqual([1, 2, 3]);
    expect(page.pagination).toMatchObject({ current_page: 1, last_page: 4, total_pages: 4, total: 10, per_page: 3 });
    expect(page.pagination.prev_cursor).toBeNull();
    expect(decodeCursor(page.pagination.next_cursor!, 'mileage_asc')).toEqual({
      sort: 'mileage_asc',
      direction: 'next',
      key: '997',
      id: 3,
    });
  });

  it('has no page after the last and a page before every page past the first', () => {
    const page = pageOf(rows(7, 8), byPage(3), exact(8), null, (row) => row);
    expect(page.pagination.next_cursor).toBeNull();
    expect(decodeCursor(page.pagination.prev_cursor!, 'mileage_asc')).toMatchObject({ direction: 'prev', id: 7 });
  });

  it('reads the page before a cursor backwards and turns it round', () => {
    const before = decodeCursor(
      Buffer.from(JSON.stringify({ s: 'mileage_asc', d: 'prev', k: '990', i: 10 })).toString('base64url'),
      'mileage_asc',
    );
    const position: PagePosition = { ...byPage(1), cursor: before };
    // Fetched nearest first: 9, 8, 7, and 6 says there is a page before those.
    const page = pageOf(rows(9, 8, 7, 6), position, exact(20), null, (row) => row);
    expect(ids(page.data)).toEqual([7, 8, 9]);
    expect(page.pagination.current_page).toBeNull();
    expect(decodeCursor(page.pagination.prev_cursor!, 'mileage_asc').id).toBe(7);
    expect(decodeCursor(page.pagination.next_cursor!, 'mileage_asc').id).toBe(9);
    // At the start of the list the page before has no page before it.
    expect(pageOf(rows(9, 8), position, exact(20), null, (row) => row).pagination.prev_cursor).toBeNull();
  });

  it('says when the total is the cap and when the search was corrected', () => {
    const page = pageOf([], byPage(1), { total: 1000, estimated: true }, 'تويوتا كامري', (row) => row);
    expect(page.pagination).toMatchObject({ total: 1000, total_is_estimate: true, last_page: 334 });
    expect(page.corrected_query).toBe('تويوتا كامري');
    expect(page.pagination.next_cursor).toBeNull();
    expect('corrected_query' in pageOf([], byPage(1), exact(0), null, (row) => row)).toBe(false);
    expect(pageOf([], byPage(1), exact(0), null, (row) => row).pagination.last_page).toBe(1);
  });

  it('shows each row through the view it is given', () => {
    const page = pageOf(rows(1, 2), byPage(1), exact(2), null, (row) => `car ${row.id}`);
    expect(page.data).toEqual(['car 1', 'car 2']);
  });
});
