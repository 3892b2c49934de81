import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { PictureForms, SinglePictureUpload } from '../../media/picture-forms';
import { CurrentActor, Public, Roles } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { notFound } from '../../shared/http/http-errors';
import { ParseIdPipe } from '../../shared/http/id.pipe';
import { Paged } from '../../shared/http/page-query.dto';
import { RejectionDto } from '../../shared/http/rejection.dto';
import { AR } from '../../shared/messages/ar';
import { PlaceViews } from '../../views/place-views';
import { ApproveStore } from '../commands/approve-store/approve-store.command';
import { CloseStore } from '../commands/close-store/close-store.command';
import { OpenStore } from '../commands/open-store/open-store.command';
import { RejectStore } from '../commands/reject-store/reject-store.command';
import { ReviseStore } from '../commands/revise-store/revise-store.command';
import { ReviseStoreDto, StoreFieldsDto } from '../dto/store-fields.dto';
import { StoreListQueryDto } from '../dto/store-list-query.dto';
import { StoreQueries } from '../queries/store-queries';
import { StoreView } from '../queries/store-view';

const LogoUpload = SinglePictureUpload('logo');
const LOGO = { field: 'logo', tooMany: AR.store.logo };

@ApiTags('stores')
@ApiBearerAuth()
@Controller('api/stores')
export class StoresController {
  constructor(
    private readonly commands: CommandBus,
    private readonly stores: StoreQueries,
    private readonly forms: PictureForms,
    private readonly views: PlaceViews,
  ) {}

  /** `{ data, meta: { current_page, last_page, total, per_page } }`, nine per page by default. */
  @Public()
  @Get()
  list(@Query() query: StoreListQueryDto, @CurrentActor() viewer?: Actor): Promise<Paged<StoreView>> {
    return this.stores.list(query, viewer);
  }

  @Public()
  @Get(':id')
  async get(@Param('id', ParseIdPipe) id: number, @CurrentActor() viewer?: Actor): Promise<{ data: StoreView }> {
    return { data: await this.visible(id, viewer) };
  }

  /** Multipart (or JSON): the store form's fields and an optional `logo` (PNG/JPEG under 10 MB). */
  @Post()
  @HttpCode(201)
  @ApiConsumes('multipart/form-data', 'application/json')
  @UseInterceptors(LogoUpload)
  async create(@Req() request: Request, @CurrentActor() actor: Actor): Promise<{ data: StoreView; message: string }> {
    const { storeId } = await this.forms.submit(request, StoreFieldsDto, LOGO, (fields, logo) =>
      this.commands.execute(new OpenStore(actor, fields, logo)),
    );
    return { data: await this.visible(storeId, actor), message: AR.store.created };
  }

  /** Any subset of the fields; a new `logo` replaces the old one, `remove_logo=1` removes it. */
  @Put(':id')
  @ApiConsumes('multipart/form-data', 'application/json')
  @UseInterceptors(LogoUpload)
  revise(@Param('id', ParseIdPipe) id: number, @Req() request: Request, @CurrentActor() actor: Actor) {
    return this.update(id, request, actor);
  }

  /** The older client's multipart update: POST with `_method=PUT` in the form (or without it). */
  @Post(':id')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(LogoUpload)
  reviseByPost(@Param('id', ParseIdPipe) id: number, @Req() request: Request, @CurrentActor() actor: Actor) {
    return this.update(id, request, actor);
  }

  @Delete(':id')
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentActor() actor: Actor): Promise<{ message: string }> {
    await this.commands.execute(new CloseStore(actor, id));
    return { message: AR.store.deleted };
  }

  @Roles('admin')
  @Put(':id/approve')
  async approve(@Param('id', ParseIdPipe) id: number, @CurrentActor() actor: Actor): Promise<{ data: StoreView }> {
    await this.commands.execute(new ApproveStore(actor, id));
    return { data: await this.visible(id, actor) };
  }

  @Roles('admin')
  @Put(':id/reject')
  async reject(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: RejectionDto,
    @CurrentActor() actor: Actor,
  ): Promise<{ data: StoreView }> {
    await this.commands.execute(new RejectStore(actor, id, dto.reason || null));
    return { data: await this.visible(id, actor) };
  }

  /** The store page was opened: counted once per visitor per day, never for the owner. */
  @Public()
  @Post(':id/views')
  @HttpCode(200)
  async view(
    @Param('id', ParseIdPipe) id: number,
    @Req() request: Request,
    @CurrentActor() viewer?: Actor,
  ): Promise<{ data: { views: number } }> {
    const store = await this.visible(id, viewer);
    await this.views.record('store', id, store.user_id, viewer, request);
    return { data: { views: await this.views.count('store', id) } };
  }

  private async update(id: number, request: Request, actor: Actor): Promise<{ data: StoreView; message: string }> {
    await this.forms.submit(request, ReviseStoreDto, LOGO, (changes, logo) =>
      this.commands.execute(new ReviseStore(actor, id, changes, logo)),
    );
    return { data: await this.visible(id, actor), message: AR.store.updated };
  }

  private async visible(id: number, viewer?: Actor): Promise<StoreView> {
    const store = await this.stores.get(id, viewer);
    if (!store) throw notFound();
    return store;
  }
}
