import { RecordedEvent } from '../../event-store/event.types';
import { WorkshopEvent } from './workshop.events';
import { evolveWorkshop, initialWorkshopState, isOpen } from './workshop.state';

const recorded = (event: WorkshopEvent) => event as unknown as RecordedEvent;
const image = (id: string) => ({
  imageId: id,
  key: `originals/${id}.jpg`,
  contentType: 'image/jpeg',
  size: 10,
  width: 10,
  height: 10,
});
const fold = (events: WorkshopEvent[]) => events.map(recorded).reduce(evolveWorkshop, initialWorkshopState);
const opened: WorkshopEvent = {
  type: 'WorkshopOpened',
  data: { workshopId: 1, ownerId: 7, details: {} as never, image: image('a') },
};

describe('workshop state', () => {
  it('is pending when opened, active once approved, inactive and active again at the owner’s wish', () => {
    expect(fold([opened])).toMatchObject({ exists: true, ownerId: 7, status: 'pending' });
    expect(fold([opened, { type: 'WorkshopApproved', data: {} }]).status).toBe('active');
    expect(fold([opened, { type: 'WorkshopApproved', data: {} }, { type: 'WorkshopDeactivated', data: {} }]).status).toBe(
      'inactive',
    );
    expect(
      fold([opened, { type: 'WorkshopRejected', data: { reason: null } }, { type: 'WorkshopResubmitted', data: {} }]).status,
    ).toBe('pending');
  });

  it('remembers who reviewed it (once each) and forgets a removed review', () => {
    const reviewed = fold([
      opened,
      { type: 'WorkshopReviewed', data: { reviewId: 10, reviewerId: 3, rating: 5, comment: 'ممتاز' } },
      { type: 'WorkshopReviewed', data: { reviewId: 11, reviewerId: 4, rating: 4, comment: 'جيد' } },
    ]);
    expect(reviewed.reviews).toEqual({ 3: 10, 4: 11 });
    const removed = evolveWorkshop(
      reviewed,
      recorded({ type: 'WorkshopReviewRemoved', data: { reviewId: 10, reason: 'account_deleted' } }),
    );
    expect(removed.reviews).toEqual({ 4: 11 });
  });

  it('keeps the ids of its current ads; closing takes them all', () => {
    const terms = { title: 'عرض', description: 'وصف العرض', priceMinor: 100, currency: 'SYP' as const };
    const withAds = fold([
      opened,
      { type: 'WorkshopAdPublished', data: { adId: 1, ...terms } },
      { type: 'WorkshopAdPublished', data: { adId: 2, ...terms } },
      { type: 'WorkshopAdRemoved', data: { adId: 1, reason: 'owner' } },
    ]);
    expect(withAds.adIds).toEqual([2]);
    const closed = evolveWorkshop(withAds, recorded({ type: 'WorkshopClosed', data: { reason: 'owner' } }));
    expect(isOpen(closed)).toBe(false);
    expect(closed.adIds).toEqual([]);
  });

  it('settles only the current photo: a late result for a replaced one changes nothing', () => {
    const replaced = fold([opened, { type: 'WorkshopImageChanged', data: { image: image('b') } }]);
    const late = evolveWorkshop(
      replaced,
      recorded({ type: 'WorkshopImageProcessed', data: { imageId: 'a', width: 1, height: 1, variants: [] } }),
    );
    expect(late.image).toEqual({ imageId: 'b', key: 'originals/b.jpg', status: 'processing' });
    const current = evolveWorkshop(late, recorded({ type: 'WorkshopImageRejected', data: { imageId: 'b', reason: 'corrupt' } }));
    expect(current.image?.status).toBe('failed');
  });
});
