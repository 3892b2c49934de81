import { projectionSpec, SPEC_START } from '../../event-store/projection-specification';
import { SavedSearchesProjection, SavedSearchRowEvent } from './saved-searches.projection';

/** User 7's searches. */
const given = projectionSpec(new SavedSearchesProjection(), { streamType: 'saved-searches', streamId: '7' });
const at = (position: number) => new Date(SPEC_START.getTime() + position * 1000).toISOString();

const created = (savedSearchId: number): SavedSearchRowEvent => ({
  type: 'SavedSearchCreated',
  data: { savedSearchId, name: 'كيا في حلب', query: 'brand=kia&city=حلب', brand: 'kia', city: 'حلب', offerType: null },
});
const seen = (savedSearchId: number): SavedSearchRowEvent => ({ type: 'SavedSearchSeen', data: { savedSearchId } });
/** A car approved (the event at log position `streamId`) matched the search. */
const matched = (savedSearchId: number | null, raisedBy: string) => ({
  type: 'NotificationRaised' as const,
  streamType: 'raised-notifications',
  streamId: raisedBy,
  data: {
    notificationId: Number(raisedBy),
    userId: 7,
    kind: 'saved_search_match' as const,
    title: 'سيارة جديدة تطابق بحثك',
    body: 'كيا ريو',
    link: '/cars/5',
    carId: 5,
    savedSearchId,
  },
});
const search = (id: number, position: number) => ({
  id,
  user_id: 7,
  name: 'كيا في حلب',
  query: 'brand=kia&city=حلب',
  brand: 'kia',
  city: 'حلب',
  offer_type: '',
  new_matches: 0,
  created_at: at(position),
  position,
});

describe("users' saved searches, as a fold of their searches, the matches announced and accounts", () => {
  it('keeps a search once, with no new matches', () => {
    given([created(2)])
      .when(created(2), created(3))
      .then({ saved_searches: [search(2, 1), search(3, 3)] });
  });

  it('counts each match announced for it once, and starts again from zero when seen', () => {
    given([created(2), matched(2, '50'), matched(null, '51')])
      .when(matched(2, '52'))
      .then({ saved_searches: [{ ...search(2, 1), new_matches: 2, position: 4 }] });
    given([created(2), matched(2, '50')])
      .when({ ...matched(2, '50'), position: 2 })
      .then({ saved_searches: [{ ...search(2, 1), new_matches: 1, position: 2 }] });
    given([created(2), matched(2, '50')])
      .when(seen(2), matched(2, '52'))
      .then({ saved_searches: [{ ...search(2, 1), new_matches: 1, last_seen_at: at(3), position: 4 }] });
  });

  it('drops a deleted search, and a deleted account’s searches but not another’s', () => {
    given([created(2), created(3)])
      .when({ type: 'SavedSearchDeleted', data: { savedSearchId: 2 } })
      .then({ saved_searches: [search(3, 2)] });
    const others = { ...created(4), streamId: '8' };
    given([created(2), others])
      .when({ type: 'UserDeleted', streamType: 'user', streamId: '7', data: { by: 'self' } })
      .then({ saved_searches: [{ ...search(4, 2), user_id: 8 }] });
  });
});
