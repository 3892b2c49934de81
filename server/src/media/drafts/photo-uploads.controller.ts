import { Controller, Delete, Head, Param, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentActor } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { RateLimited } from '../../shared/http/route-rate-limits';
import { PhotoDrafts } from './photo-drafts.service';
import { ApiAnswer } from '../../openapi/api-answer.decorator';

/**
 * Resumable photo uploads (the tus 1.0 protocol, creation and termination extensions): POST
 * creates an upload in the caller's draft (spending the photo budget: one photo each),
 * HEAD tells how many bytes arrived, PATCH sends more from there, DELETE gives it up. A car
 * claims finished uploads by id (`uploads` on `POST /api/cars` and `POST /api/cars/{id}/images`).
 */
@ApiTags('uploads')
@ApiBearerAuth()
@Controller('api/uploads')
export class PhotoUploadsController {
  constructor(private readonly drafts: PhotoDrafts) {}

  @Post()
  @ApiAnswer({
    mediaType: null,
    description: "Created: `Location` is the upload's address, its last segment the id a car claims.",
  })
  @RateLimited('photo')
  @ApiOperation({ summary: 'tus: create a resumable photo upload (Upload-Length, Upload-Metadata)' })
  create(@Req() req: Request, @Res() res: Response, @CurrentActor() actor: Actor): Promise<void> {
    return this.drafts.create(actor, req, res);
  }

  @Head(':id')
  @ApiAnswer({ mediaType: null, description: '`Upload-Offset` and `Upload-Length` headers.' })
  @ApiOperation({ summary: 'tus: how many bytes of this upload arrived (Upload-Offset)' })
  offset(@Param('id') id: string, @Req() req: Request, @Res() res: Response, @CurrentActor() actor: Actor): Promise<void> {
    return this.drafts.continue(actor, id, req, res);
  }

  @Patch(':id')
  @ApiAnswer({ status: 204, mediaType: null, description: 'Accepted: the new `Upload-Offset`.', errors: [409, 413] })
  @ApiOperation({ summary: 'tus: more bytes from Upload-Offset (application/offset+octet-stream)' })
  append(@Param('id') id: string, @Req() req: Request, @Res() res: Response, @CurrentActor() actor: Actor): Promise<void> {
    return this.drafts.continue(actor, id, req, res);
  }

  @Delete(':id')
  @ApiAnswer({ status: 204, mediaType: null, description: 'Given up.' })
  @ApiOperation({ summary: 'tus: give up this upload' })
  remove(@Param('id') id: string, @Req() req: Request, @Res() res: Response, @CurrentActor() actor: Actor): Promise<void> {
    return this.drafts.terminate(actor, id, req, res);
  }
}
