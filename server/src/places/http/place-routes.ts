import { Body, Delete, Get, HttpCode, Param, Post, Put, Req, UseInterceptors } from '@nestjs/common';
import { ApiConsumes } from '@nestjs/swagger';
import type { Request } from 'express';
import { SinglePictureUpload } from '../../media/picture-forms';
import { CurrentActor, Public, Roles } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { ParseIdPipe } from '../../shared/http/id.pipe';
import { RejectionDto } from '../../shared/http/rejection.dto';
import { PlaceResource } from './place-resource';

/**
 * The routes every kind of place has, declared once: its page, the form that opens or edits it
 * with its one picture (the multipart field `picture`: a store's `logo`, a workshop's `image`),
 * closing it, moderating it (admins) and counting a visit to its page. A place's controller
 * extends them, gives them its resource (PlaceResource: its forms, commands, read model and
 * messages) and adds what only it has (its list; a workshop's reviews and settings).
 */
export function PlaceRoutes<View extends { user_id: number }, Fields extends object, Changes extends object>(picture: string) {
  const PictureUpload = SinglePictureUpload(picture);

  abstract class Routes {
    protected abstract readonly resource: PlaceResource<View, Fields, Changes>;

    @Public()
    @Get(':id')
    async get(@Param('id', ParseIdPipe) id: number, @CurrentActor() viewer?: Actor): Promise<{ data: View }> {
      return { data: await this.resource.visible(id, viewer) };
    }

    /** Multipart (or JSON): the form's fields and an optional picture, a store's `logo` or a workshop's `image` (PNG/JPEG under 10 MB). */
    @Post()
    @HttpCode(201)
    @ApiConsumes('multipart/form-data', 'application/json')
    @UseInterceptors(PictureUpload)
    create(@Req() request: Request, @CurrentActor() actor: Actor): Promise<{ data: View; message: string }> {
      return this.resource.create(request, actor);
    }

    /**
     * Any subset of the fields (multipart, JSON, or a workshop dashboard's `data` list of key/value pairs); a new picture
     * replaces the old one, `remove_logo=1` or `remove_image=1` removes it.
     */
    @Put(':id')
    @ApiConsumes('multipart/form-data', 'application/json')
    @UseInterceptors(PictureUpload)
    revise(
      @Param('id', ParseIdPipe) id: number,
      @Req() request: Request,
      @CurrentActor() actor: Actor,
    ): Promise<{ data: View; message: string }> {
      return this.resource.update(id, request, actor);
    }

    /** The older client's multipart update: POST with `_method=PUT` in the form (or without it). */
    @Post(':id')
    @HttpCode(200)
    @ApiConsumes('multipart/form-data')
    @UseInterceptors(PictureUpload)
    reviseByPost(
      @Param('id', ParseIdPipe) id: number,
      @Req() request: Request,
      @CurrentActor() actor: Actor,
    ): Promise<{ data: View; message: string }> {
      return this.resource.update(id, request, actor);
    }

    @Delete(':id')
    remove(@Param('id', ParseIdPipe) id: number, @CurrentActor() actor: Actor): Promise<{ message: string }> {
      return this.resource.remove(id, actor);
    }

    @Roles('admin')
    @Put(':id/approve')
    approve(@Param('id', ParseIdPipe) id: number, @CurrentActor() actor: Actor): Promise<{ data: View }> {
      return this.resource.approve(id, actor);
    }

    @Roles('admin')
    @Put(':id/reject')
    reject(
      @Param('id', ParseIdPipe) id: number,
      @Body() dto: RejectionDto,
      @CurrentActor() actor: Actor,
    ): Promise<{ data: View }> {
      return this.resource.reject(id, dto.reason || null, actor);
    }

    /** The place's page was opened: counted once per visitor per day, never for the owner. */
    @Public()
    @Post(':id/views')
    @HttpCode(200)
    view(
      @Param('id', ParseIdPipe) id: number,
      @Req() request: Request,
      @CurrentActor() viewer?: Actor,
    ): Promise<{ data: { views: number } }> {
      return this.resource.view(id, request, viewer);
    }
  }
  return Routes;
}
