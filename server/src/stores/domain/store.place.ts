import { RecordedEvent } from '../../event-store/event.types';
import { PlaceType } from '../../places/place';
import { StoreNotPending } from './store.errors';
import { StoreEvent } from './store.events';
import { STORE, StoreState } from './store.state';

/** A store as the code shared by places sees it: its picture is its logo. */
export const STORE_PLACE: PlaceType<StoreState> = {
  kind: 'store',
  aggregate: STORE,
  picture: (state) => state.logo,
  newPicture: (recorded: RecordedEvent) => {
    const event = recorded as unknown as StoreEvent;
    return event.type === 'StoreOpened' || event.type === 'StoreLogoChanged' ? event.data.logo : null;
  },
  pictureChanged: (logo) => ({ type: 'StoreLogoChanged', data: { logo } }),
  events: {
    opened: 'StoreOpened',
    revised: 'StoreRevised',
    pictureChanged: 'StoreLogoChanged',
    pictureProcessed: 'StoreLogoProcessed',
    pictureRejected: 'StoreLogoRejected',
    approved: 'StoreApproved',
    rejected: 'StoreRejected',
    resubmitted: 'StoreResubmitted',
    deactivated: 'StoreDeactivated',
    reactivated: 'StoreReactivated',
    closed: 'StoreClosed',
  },
  notPending: () => new StoreNotPending(),
};
