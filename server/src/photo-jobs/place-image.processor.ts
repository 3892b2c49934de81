import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Job } from 'bullmq';
import { JobProcessor } from '../jobs/job-processor';
import { QUEUE } from '../jobs/queues';
import { PictureResult } from '../media/image-slot';
import { processPicture } from '../media/processing/process-photo';
import { RecordPlacePictureResult } from '../places/commands/record-place-picture-result';
import { PLACE_IMAGE_JOB, ProcessPlaceImageJob } from '../places/jobs/place-image-job';
import { StorageService } from '../storage/storage.service';
import { STORE_PLACE } from '../stores/domain/store.place';
import { WORKSHOP_PLACE } from '../workshops/domain/workshop.place';

/**
 * One job name serves both kinds of place (jobs already queued carry their kind), so this sits
 * above stores and workshops rather than in places/, which neither may import.
 *
 * A store's logo or a workshop's photo, turned into WebP variants like car photos, with the
 * outcome recorded as an event on the place's stream. Running twice writes the same keys and
 * records once (the record commands ignore settled or replaced pictures).
 */
@Injectable()
export class PlaceImageProcessor {
  private readonly logger = new Logger(PlaceImageProcessor.name);

  constructor(
    private readonly storage: StorageService,
    private readonly commands: CommandBus,
  ) {}

  @JobProcessor(QUEUE.images, PLACE_IMAGE_JOB)
  async process(job: Job<ProcessPlaceImageJob>): Promise<string> {
    const { kind, placeId, imageId, key } = job.data;
    const result = await processPicture(this.storage, key, `${kind}s/${placeId}`, imageId);
    if (result.kind === 'rejected') this.logger.warn(`picture ${imageId} of ${kind} ${placeId} refused: ${result.reason}`);
    return this.record(job.data, result);
  }

  private record({ kind, placeId, imageId, causationId }: ProcessPlaceImageJob, result: PictureResult): Promise<string> {
    const place = kind === 'store' ? STORE_PLACE : WORKSHOP_PLACE;
    return this.commands.execute(new RecordPlacePictureResult(place, placeId, imageId, result, causationId));
  }
}
