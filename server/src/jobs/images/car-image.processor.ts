import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Job } from 'bullmq';
import { RecordImageResult } from '../../cars/commands/record-image-result/record-image-result.command';
import { variantKey } from '../../media/media-urls';
import { ImageVariant } from '../../media/stored-image';
import { StorageService } from '../../storage/storage.service';
import { renderVariants, UnprocessableImage } from './image-variants';

export interface ProcessCarImageJob {
  carId: number;
  imageId: string;
  key: string;
  /** Global position of the event that asked for it. */
  causationId: string;
}

/**
 * Turns an uploaded original into WebP variants and records the outcome as an event. Running
 * twice writes the same keys and records once (RecordImageResult ignores settled photos).
 */
@Injectable()
export class CarImageProcessor {
  private readonly logger = new Logger(CarImageProcessor.name);

  constructor(
    private readonly storage: StorageService,
    private readonly commands: CommandBus,
  ) {}

  async process(job: Job<ProcessCarImageJob>): Promise<string> {
    const { carId, imageId, key, causationId } = job.data;
    const original = await this.storage.getBuffer(key);
    if (!original) {
      return this.commands.execute(
        new RecordImageResult(carId, imageId, { kind: 'rejected', reason: 'original missing' }, causationId),
      );
    }
    try {
      const rendered = await renderVariants(original);
      const variants: ImageVariant[] = [];
      for (const v of rendered.variants) {
        const variant = {
          width: v.width,
          height: v.height,
          key: variantKey(`cars/${carId}`, imageId, v.width),
          size: v.body.length,
        };
        await this.storage.putBuffer(variant.key, v.body, 'image/webp');
        variants.push(variant);
      }
      const result = { kind: 'processed' as const, width: rendered.width, height: rendered.height, variants };
      return await this.commands.execute(new RecordImageResult(carId, imageId, result, causationId));
    } catch (error) {
      if (!(error instanceof UnprocessableImage)) throw error; // transient: BullMQ retries
      this.logger.warn(`photo ${imageId} of car ${carId} refused: ${error.message}`);
      return this.commands.execute(
        new RecordImageResult(carId, imageId, { kind: 'rejected', reason: error.message }, causationId),
      );
    }
  }
}
