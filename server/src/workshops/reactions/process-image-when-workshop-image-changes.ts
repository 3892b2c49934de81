import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { EventStore } from '../../event-store/event-store.service';
import { Queues } from '../../jobs/queues';
import { PlacePictureJobs } from '../../places/reactions/place-picture-jobs';
import { WORKSHOP_PLACE } from '../domain/workshop.place';
import { WorkshopState } from '../domain/workshop.state';

/** A workshop's new image is processed and the one it replaced deleted; a closed workshop's image is deleted. */
@Injectable()
@Reaction({ subscription: 'jobs', handles: ['WorkshopOpened', 'WorkshopImageChanged', 'WorkshopClosed'] })
export class ProcessImageWhenWorkshopImageChanges extends PlacePictureJobs<WorkshopState> {
  constructor(queues: Queues, store: EventStore) {
    super(WORKSHOP_PLACE, queues, store);
  }
}
