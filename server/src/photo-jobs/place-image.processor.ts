import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Job } from 'bullmq';
import { JobProcessor } from '../jobs/job-processor';
import { QUEUE } from '../jobs/queues';
import { PictureResult } from '../media/image-slot';
import { variantKey } from '../media/media-urls';
import { renderVariants, UnprocessableImage } from '../media/processing/image-variants';
import { ImageVariant } from '../media/stored-image';
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
    const original = await this.storage.getBuffer(key);
    if (!original) return this.record(job.data, { kind: 'rejected', reason: 'original missing' });
    try {
      const rendered = await renderVariants(original);
      const variants: ImageVariant[] = [];
      for (const v of rendered.variants) {
        const variant = {
          width: v.width,
          height: v.height,
          key: variantKey(`${kind}s/${placeId}`, imageId, v.width),
          size: v.body.length,
        };
        await this.storage.putBuffer(variant.key, v.body, 'image/webp');
        variants.push(variant);
      }
      return await this.record(job.data, { kind: 'processed', width: rendered.width, height: rendered.height, variants });
    } catch (error) {
      if (!(error instanceof UnprocessableImage)) throw error; // transient: BullMQ retries
      this.logger.warn(`picture ${imageId} of ${kind} ${placeId} refused: ${error.message}`);
      return this.record(job.data, { kind: 'rejected', reason: error.message });
    }
  }

  private record({ kind, placeId, imageId, causationId }: ProcessPlaceImageJob, result: PictureResult): Promise<string> {
    const place = kind === 'store' ? STORE_PLACE : WORKSHOP_PLACE;
    return this.commands.execute(new RecordPlacePictureResult(place, placeId, imageId, result, causationId));
  }
}
