import { Module } from '@nestjs/common';
import { PlaceImageProcessor } from './place-image.processor';
import { RequeueStuckImagesProcessor } from './requeue-stuck-images.processor';

/** The photo jobs that span contexts: place pictures (stores and workshops) and the stuck-photo sweep. */
@Module({ providers: [PlaceImageProcessor, RequeueStuckImagesProcessor] })
export class PhotoJobsModule {}
