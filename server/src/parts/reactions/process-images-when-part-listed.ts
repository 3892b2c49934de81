import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { RecordedEvent } from '../../event-store/event.types';
import { partImageJob } from '../jobs/part-image-job';
import { queueImageJobs } from '../../media/jobs/image-job-queue';
import { Queues } from '../../jobs/queues';
import { PartListed } from '../domain/part.events';

/** Spare parts' photos go through the same pipeline as cars'. */
@Injectable()
@Reaction({ subscription: 'jobs', handles: ['PartListed'] })
export class ProcessImagesWhenPartListed {
  constructor(private readonly queues: Queues) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    const partId = Number(recorded.streamId);
    const { images } = (recorded as RecordedEvent & PartListed).data;
    await queueImageJobs(
      this.queues,
      images.map((image) => partImageJob(partId, image, recorded.position)),
    );
  }
}
