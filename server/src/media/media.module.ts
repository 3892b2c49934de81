import { Module } from '@nestjs/common';
import { ImageUploads } from './image-uploads.service';
import { MediaController } from './media.controller';
import { PictureForms } from './picture-forms';

@Module({
  controllers: [MediaController],
  providers: [ImageUploads, PictureForms],
  exports: [ImageUploads, PictureForms],
})
export class MediaModule {}
