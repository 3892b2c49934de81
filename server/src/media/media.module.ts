import { Module } from '@nestjs/common';
import { ImageUploads } from './image-uploads.service';
import { MediaController } from './media.controller';

@Module({
  controllers: [MediaController],
  providers: [ImageUploads],
  exports: [ImageUploads],
})
export class MediaModule {}
