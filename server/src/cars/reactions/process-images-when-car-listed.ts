import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { RecordedEvent } from '../../event-store/event.types';
import { carImageJob } from '../jobs/car-image-job';
import { queueImageJobs } from '../../media/jobs/image-job-queue';
import { Queues } from '../../jobs/queues';
import { CarImagesAdded, CarListed } from '../domain/car.events';

/** A car's photos, when it is listed or when photos are added to it, go to the image pipeline. */
@Injectable()
@Reaction({ subscription: 'jobs', handles: ['CarListed', 'CarImagesAdded'] })
export class ProcessImagesWhenCarListed {
  constructor(private readonly queues: Queues) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    const { images } = (recorded as RecordedEvent & (CarListed | CarImagesAdded)).data;
    const carId = Number(recorded.streamId);
    await queueImageJobs(
      this.queues,
      images.map((image) => carImageJob(carId, image, recorded.position)),
    );
  }
}
