import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { PictureForms, SinglePictureUpload } from '../../media/picture-forms';
import { CurrentActor, Public, Roles } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { ParseIdPipe } from '../../shared/http/id.pipe';
import { Paged } from '../../shared/http/page-query.dto';
import { RejectionDto } from '../../shared/http/rejection.dto';
import { AR } from '../../shared/messages/ar';
import { PlaceResource } from '../../places/http/place-resource';
import { PlaceViews } from '../../views/place-views';
import { OpenStore } from '../commands/open-store/open-store.command';
import { ReviseStore } from '../commands/revise-store/revise-store.command';
import { STORE_PLACE } from '../domain/store.place';
import { ReviseStoreDto, StoreFieldsDto } from '../dto/store-fields.dto';
import { StoreListQueryDto } from '../dto/store-list-query.dto';
import { StoreQueries } from '../queries/store-queries';
import { StoreView } from '../queries/store-view';

const LogoUpload = SinglePictureUpload('logo');

@ApiTags('stores')
@ApiBearerAuth()
@Controller('api/stores')
export class StoresController {
  private readonly resource: PlaceResource<StoreView, StoreFieldsDto, ReviseStoreDto>;

  constructor(
    commands: CommandBus,
    forms: PictureForms,
    views: PlaceViews,
    private readonly stores: StoreQueries,
  ) {
    this.resource = new PlaceResource(
      {
        place: STORE_PLACE,
        picture: { field: 'logo', tooMany: AR.store.logo },
        fields: StoreFieldsDto,
        changes: ReviseStoreDto,
        messages: { created: AR.store.created, updated: AR.store.updated, deleted: AR.store.deleted },
        read: (id, viewer) => stores.get(id, viewer),
        open: async (actor, fields, logo) => (await commands.execute(new OpenStore(actor, fields, logo))).storeId,
        revise: (actor, id, changes, logo) => commands.execute(new ReviseStore(actor, id, changes, logo)),
      },
      commands,
      forms,
      views,
    );
  }

  /** `{ data, meta: { current_page, last_page, total, per_page } }`, nine per page by default. */
  @Public()
  @Get()
  list(@Query() query: StoreListQueryDto, @CurrentActor() viewer?: Actor): Promise<Paged<StoreView>> {
    return this.stores.list(query, viewer);
  }

  @Public()
  @Get(':id')
  async get(@Param('id', ParseIdPipe) id: number, @CurrentActor() viewer?: Actor): Promise<{ data: StoreView }> {
    return { data: await this.resource.visible(id, viewer) };
  }

  /** Multipart (or JSON): the store form's fields and an optional `logo` (PNG/JPEG under 10 MB). */
  @Post()
  @HttpCode(201)
  @ApiConsumes('multipart/form-data', 'application/json')
  @UseInterceptors(LogoUpload)
  create(@Req() request: Request, @CurrentActor() actor: Actor) {
    return this.resource.create(request, actor);
  }

  /** Any subset of the fields; a new `logo` replaces the old one, `remove_logo=1` removes it. */
  @Put(':id')
  @ApiConsumes('multipart/form-data', 'application/json')
  @UseInterceptors(LogoUpload)
  revise(@Param('id', ParseIdPipe) id: number, @Req() request: Request, @CurrentActor() actor: Actor) {
    return this.resource.update(id, request, actor);
  }

  /** The older client's multipart update: POST with `_method=PUT` in the form (or without it). */
  @Post(':id')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(LogoUpload)
  reviseByPost(@Param('id', ParseIdPipe) id: number, @Req() request: Request, @CurrentActor() actor: Actor) {
    return this.resource.update(id, request, actor);
  }

  @Delete(':id')
  remove(@Param('id', ParseIdPipe) id: number, @CurrentActor() actor: Actor): Promise<{ message: string }> {
    return this.resource.remove(id, actor);
  }

  @Roles('admin')
  @Put(':id/approve')
  approve(@Param('id', ParseIdPipe) id: number, @CurrentActor() actor: Actor): Promise<{ data: StoreView }> {
    return this.resource.approve(id, actor);
  }

  @Roles('admin')
  @Put(':id/reject')
  reject(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: RejectionDto,
    @CurrentActor() actor: Actor,
  ): Promise<{ data: StoreView }> {
    return this.resource.reject(id, dto.reason || null, actor);
  }

  /** The store page was opened: counted once per visitor per day, never for the owner. */
  @Public()
  @Post(':id/views')
  @HttpCode(200)
  view(@Param('id', ParseIdPipe) id: number, @Req() request: Request, @CurrentActor() viewer?: Actor) {
    return this.resource.view(id, request, viewer);
  }
}
