import { deciderSpec } from '../../event-store/decider-specification';
import { recordDigest } from './saved-search-digest.decider';
import { SAVED_SEARCH_DIGEST } from './saved-search-digest.state';

const given = deciderSpec(SAVED_SEARCH_DIGEST);
const mailed = { type: 'SavedSearchDigestMailed', data: { userId: 4, day: '2026-11-26', notificationIds: [7, 9] } } as const;

describe('saved search digest decider', () => {
  it("records the day's digest with the notifications it lists", () => {
    given([])
      .when((s) => recordDigest(s, 4, '2026-11-26', [7, 9]))
      .thenReturns({ notificationIds: [7, 9], recordedBefore: false }, [mailed]);
  });

  it('records nothing a second time, and answers what the day listed', () => {
    given([mailed])
      .when((s) => recordDigest(s, 4, '2026-11-26', [7, 9, 12]))
      .thenReturns({ notificationIds: [7, 9], recordedBefore: true }, []);
  });

  it('records nothing for a day with nothing to list', () => {
    given([])
      .when((s) => recordDigest(s, 4, '2026-11-26', []))
      .thenReturns({ notificationIds: [], recordedBefore: false }, []);
  });
});
