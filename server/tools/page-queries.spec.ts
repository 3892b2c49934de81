import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CarListQueryDto } from '../src/cars/dto/car-list-query.dto';
import { ModerationQueueQueryDto } from '../src/risk/http/moderation-queue.dto';
import { UserListQueryDto } from '../src/users/dto/user-list-query.dto';
import { AR } from '../src/shared/messages/ar';
import { MAX_PAGE, MAX_PER_PAGE, PageQueryDto } from '../src/shared/http/page-query.dto';

/** The fields refused in a query, with their messages. */
const refused = (dto: new () => object, query: Record<string, string>) =>
  validateSync(plainToInstance(dto, query)).map((error) => [error.property, Object.values(error.constraints ?? {})[0]]);

describe('the paging every list shares', () => {
  const lists: Array<[string, new () => object, number]> = [
    ['cars', CarListQueryDto, MAX_PER_PAGE],
    ['users', UserListQueryDto, MAX_PER_PAGE],
    ['stores, parts, workshops…', PageQueryDto, MAX_PER_PAGE],
    ['the moderation queue', ModerationQueueQueryDto, 50],
  ];

  it.each(lists)('%s: pages and sizes within their caps pass', (_name, dto, cap) => {
    expect(refused(dto, { page: String(MAX_PAGE), limit: String(cap) })).toEqual([]);
    expect(refused(dto, { page: '1', limit: '1' })).toEqual([]);
  });

  it.each(lists)('%s: a page or size out of bounds gets its Arabic message', (_name, dto, cap) => {
    expect(refused(dto, { page: String(MAX_PAGE + 1) })).toEqual([['page', AR.list.page]]);
    expect(refused(dto, { page: '0' })).toEqual([['page', AR.list.page]]);
    expect(refused(dto, { limit: String(cap + 1) })).toEqual([['limit', AR.list.perPage]]);
    expect(refused(dto, { limit: 'ten' })).toEqual([['limit', AR.list.perPage]]);
  });

  it('takes per_page where the list has it, with the same cap', () => {
    expect(refused(CarListQueryDto, { per_page: String(MAX_PER_PAGE + 1) })).toEqual([['per_page', AR.list.perPage]]);
    expect(refused(PageQueryDto, { per_page: String(MAX_PER_PAGE) })).toEqual([]);
  });
});
