import { Module } from '@nestjs/common';
import { CleanPhotoDraftsProcessor } from './drafts/clean-photo-drafts.processor';
import { PhotoUploadsController } from './drafts/photo-uploads.controller';
import { PhotoDrafts } from './drafts/photo-drafts.service';
import { ImageUploads } from './image-uploads.service';
import { DiscardImagesProcessor } from './jobs/discard-images.processor';
import { MediaController } from './media.controller';
import { PictureForms } from './picture-forms';

@Module({
  controllers: [MediaController, PhotoUploadsController],
  providers: [ImageUploads, PictureForms, PhotoDrafts, DiscardImagesProcessor, CleanPhotoDraftsProcessor],
  exports: [ImageUploads, PictureForms, PhotoDrafts],
})
export class MediaModule {}
