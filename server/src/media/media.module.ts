import { Module } from '@nestjs/common';
import { PhotoUploadsController } from './drafts/photo-uploads.controller';
import { PhotoDrafts } from './drafts/photo-drafts.service';
import { ImageUploads } from './image-uploads.service';
import { MediaController } from './media.controller';
import { PictureForms } from './picture-forms';

@Module({
  controllers: [MediaController, PhotoUploadsController],
  providers: [ImageUploads, PictureForms, PhotoDrafts],
  exports: [ImageUploads, PictureForms, PhotoDrafts],
})
export class MediaModule {}
