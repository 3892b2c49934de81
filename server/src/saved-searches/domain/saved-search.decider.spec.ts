import { deciderSpec } from '../../event-store/decider-specification';
import { NotFound } from '../../shared/domain-error';
import { createSavedSearch, deleteSavedSearch, markSavedSearchSeen, MAX_SAVED_SEARCHES } from './saved-search.decider';
import { SavedSearchCreated } from './saved-search.events';
import { TooManySavedSearches } from './saved-search.errors';
import { SAVED_SEARCHES } from './saved-search.state';

const given = deciderSpec(SAVED_SEARCHES);
const keys = { brand: 'Toyota', city: null, offerType: null };
const created = (savedSearchId: number, query = `brand=Toyota&n=${savedSearchId}`): SavedSearchCreated => ({
  type: 'SavedSearchCreated',
  data: { savedSearchId, name: 'تويوتا', query, ...keys },
});

describe('saved search decider', () => {
  it('saves a new query', () => {
    given([])
      .when((s) => createSavedSearch(s, 7, { name: 'تويوتا', query: 'brand=Toyota&n=7', ...keys }))
      .thenReturns({ savedSearchId: 7, created: true }, [created(7)]);
  });

  it('answers the existing search when the same query is saved again', () => {
    given([created(3, 'brand=Toyota')])
      .when((s) => createSavedSearch(s, 9, { name: 'اسم آخر', query: 'brand=Toyota', ...keys }))
      .thenReturns({ savedSearchId: 3, created: false }, []);
  });

  it(`refuses a search past the ${MAX_SAVED_SEARCHES}th`, () => {
    const fifty = Array.from({ length: MAX_SAVED_SEARCHES }, (_, i) => created(i + 1));
    given(fifty)
      .when((s) => createSavedSearch(s, 99, { name: 'جديد', query: 'brand=Kia', ...keys }))
      .thenThrows(TooManySavedSearches);
  });

  it('lets a deleted search make room and be saved again', () => {
    given([created(3, 'brand=Toyota'), { type: 'SavedSearchDeleted', data: { savedSearchId: 3 } }])
      .when((s) => createSavedSearch(s, 4, { name: 'تويوتا', query: 'brand=Toyota', ...keys }))
      .thenReturns({ savedSearchId: 4, created: true }, [created(4, 'brand=Toyota')]);
  });

  it('deletes and marks seen only a search of the stream', () => {
    given([created(3)])
      .when((s) => deleteSavedSearch(s, 3))
      .then([{ type: 'SavedSearchDeleted', data: { savedSearchId: 3 } }]);
    given([created(3)])
      .when((s) => markSavedSearchSeen(s, 3))
      .then([{ type: 'SavedSearchSeen', data: { savedSearchId: 3 } }]);
    given([created(3)])
      .when((s) => deleteSavedSearch(s, 4))
      .thenThrows(NotFound);
    given([created(3), { type: 'SavedSearchDeleted', data: { savedSearchId: 3 } }])
      .when((s) => markSavedSearchSeen(s, 3))
      .thenThrows(NotFound);
  });
});
