import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { EventStore } from '../../event-store/event-store.service';
import { Queues } from '../../jobs/queues';
import { PlacePictureJobs } from '../../places/reactions/place-picture-jobs';
import { STORE_PLACE } from '../domain/store.place';
import { StoreState } from '../domain/store.state';

/** A store's new logo is processed and the one it replaced deleted; a closed store's logo is deleted. */
@Injectable()
@Reaction({ subscription: 'jobs', handles: ['StoreOpened', 'StoreLogoChanged', 'StoreClosed'] })
export class ProcessLogoWhenStoreLogoChanges extends PlacePictureJobs<StoreState> {
  constructor(queues: Queues, store: EventStore) {
    super(STORE_PLACE, queues, store);
  }
}
