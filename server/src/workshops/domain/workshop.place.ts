import { RecordedEvent } from '../../event-store/event.types';
import { PlaceType } from '../../places/place';
import { WorkshopNotPending } from './workshop.errors';
import { WorkshopEvent } from './workshop.events';
import { WORKSHOP, WorkshopState } from './workshop.state';

/** A workshop as the code shared by places sees it: its picture is its image. */
export const WORKSHOP_PLACE: PlaceType<WorkshopState> = {
  kind: 'workshop',
  aggregate: WORKSHOP,
  picture: (state) => state.image,
  newPicture: (recorded: RecordedEvent) => {
    const event = recorded as unknown as WorkshopEvent;
    return event.type === 'WorkshopOpened' || event.type === 'WorkshopImageChanged' ? event.data.image : null;
  },
  pictureChanged: (image) => ({ type: 'WorkshopImageChanged', data: { image } }),
  events: {
    opened: 'WorkshopOpened',
    revised: 'WorkshopRevised',
    pictureChanged: 'WorkshopImageChanged',
    pictureProcessed: 'WorkshopImageProcessed',
    pictureRejected: 'WorkshopImageRejected',
    approved: 'WorkshopApproved',
    rejected: 'WorkshopRejected',
    resubmitted: 'WorkshopResubmitted',
    deactivated: 'WorkshopDeactivated',
    reactivated: 'WorkshopReactivated',
    closed: 'WorkshopClosed',
  },
  notPending: () => new WorkshopNotPending(),
};
