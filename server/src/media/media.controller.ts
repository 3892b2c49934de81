import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { Public } from '../shared/auth/auth.decorators';
import { notFound } from '../shared/http/http-errors';
import { StorageService } from '../storage/storage.service';
import { PUBLIC_MEDIA_PREFIXES } from './media-urls';
import { PLACEHOLDER_CAR_SVG } from './placeholder';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i;

/**
 * Serves processed images from object storage. Keys never change content (a new photo gets a new
 * id), so responses are cacheable for a year by browsers and any CDN in front.
 */
@ApiExcludeController()
@Public()
@Controller('media')
export class MediaController {
  constructor(private readonly storage: StorageService) {}

  @Get('placeholder/car.svg')
  placeholder(@Res() res: Response): void {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('image/svg+xml').send(PLACEHOLDER_CAR_SVG);
  }

  @Get('*key')
  async object(@Param('key') key: string | string[], @Res() res: Response): Promise<void> {
    const path = Array.isArray(key) ? key.join('/') : key;
    if (!SAFE_KEY.test(path) || path.includes('..') || !PUBLIC_MEDIA_PREFIXES.some((p) => path.startsWith(p))) {
      throw notFound();
    }
    const object = await this.storage.get(path);
    if (!object) throw notFound();
    res.setHeader('Content-Type', object.contentType);
    res.setHeader('Content-Length', String(object.size));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    await pipeline(object.stream, res);
  }
}
