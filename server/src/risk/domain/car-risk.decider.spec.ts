import { deciderSpec } from '../../event-store/decider-specification';
import { NotFound } from '../../shared/domain-error';
import { keepPublishedListing } from './car-risk.decider';
import { FlagsChangedSinceShown, ListingNotPublished, NoFlagsToKeep } from './risk.errors';
import { CAR_RISK, CarRiskEvent, RiskFlag } from './risk.events';

const given = deciderSpec(CAR_RISK);
const phone: RiskFlag = { code: 'contact_in_text', reason: 'رقم هاتف «0933123456» في الوصف' };
const otherPhone: RiskFlag = { code: 'contact_in_text', reason: 'رقم هاتف «0944778899» في الوصف' };
const cheap: RiskFlag = { code: 'price_too_low', reason: 'السعر أقل من نصف الوسيط' };
const assessed = (flags: RiskFlag[]): CarRiskEvent => ({
  type: 'CarRiskAssessed',
  data: { carId: 5, flags, score: flags.length, listingStatus: 'active' },
});
const kept = (flags: RiskFlag[]): CarRiskEvent => ({
  type: 'CarRiskReviewed',
  data: { carId: 5, reviewedBy: 1, flagsSeen: flags.map(({ code, reason }) => ({ code, reason })) },
});
const published = { carId: 5, status: 'active' };

describe('keeping a published listing despite its flags («إبقاء»)', () => {
  it('records the admin and the flags they reviewed', () => {
    given([assessed([phone])])
      .when((state) => keepPublishedListing(state, published, 1))
      .then([kept([phone])]);
  });
  it('records nothing the second time, and again once a different flag is raised', () => {
    given([assessed([phone]), kept([phone])])
      .when((state) => keepPublishedListing(state, published, 1))
      .then([]);
    given([assessed([phone]), kept([phone]), assessed([otherPhone, cheap])])
      .when((state) => keepPublishedListing(state, published, 1))
      .then([kept([otherPhone, cheap])]);
  });
  it('refuses a listing without flags or not published (409), and a car that is gone (404)', () => {
    given([])
      .when((state) => keepPublishedListing(state, published, 1))
      .thenThrows(NoFlagsToKeep);
    given([assessed([phone]), assessed([])])
      .when((state) => keepPublishedListing(state, published, 1))
      .thenThrows(NoFlagsToKeep);
    given([assessed([phone])])
      .when((state) => keepPublishedListing(state, { carId: 5, status: 'pending' }, 1))
      .thenThrows(ListingNotPublished);
    given([assessed([phone])])
      .when((state) => keepPublishedListing(state, { carId: 5, status: null }, 1))
      .thenThrows(NotFound);
  });
  it('keeps on the flags the card showed, in any order, and refuses (409) when they are no longer the flags', () => {
    const seen = (flags: RiskFlag[]) => flags.map(({ code, reason }) => ({ code, reason }));
    given([assessed([phone, cheap])])
      .when((state) => keepPublishedListing(state, published, 1, seen([cheap, phone])))
      .then([kept([phone, cheap])]);
    // A flag raised, changed or dropped after the card was drawn.
    for (const shown of [[phone], [otherPhone, cheap], [phone, cheap, otherPhone], []]) {
      given([assessed([phone, cheap])])
        .when((state) => keepPublishedListing(state, published, 1, seen(shown)))
        .thenThrows(FlagsChangedSinceShown);
    }
  });
});
