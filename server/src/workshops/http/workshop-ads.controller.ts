import { Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { flattenKeyValueData } from '../../media/picture-forms';
import { CurrentActor, Public } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { notFound, validationFailed } from '../../shared/http/http-errors';
import { ParseIdPipe } from '../../shared/http/id.pipe';
import { MultipartInterceptor } from '../../shared/http/multipart.interceptor';
import { Paged } from '../../shared/http/page-query.dto';
import { validateDto } from '../../shared/http/validation';
import { AR } from '../../shared/messages/ar';
import { PublishWorkshopAd } from '../commands/publish-workshop-ad/publish-workshop-ad.command';
import { RemoveWorkshopAd } from '../commands/remove-workshop-ad/remove-workshop-ad.command';
import { ReviseWorkshopAd } from '../commands/revise-workshop-ad/revise-workshop-ad.command';
import { ReviseWorkshopAdDto, WorkshopAdFieldsDto } from '../dto/workshop-ad-fields.dto';
import { WorkshopAdListQueryDto } from '../dto/workshop-list-query.dto';
import { WorkshopQueries } from '../queries/workshop-queries';
import { WorkshopAdView } from '../queries/workshop-view';

/** The ad forms are multipart without files (the older client), JSON, or the dashboard's key/value list. */
const AdForm = MultipartInterceptor({ fileFields: [], errorField: 'title', maxFileBytes: 1, maxFiles: 0 });

async function readForm<T extends object>(dto: new () => T, request: Request): Promise<T> {
  const { value, errors } = await validateDto(dto, flattenKeyValueData(request.body));
  if (Object.keys(errors).length) throw validationFailed(errors);
  return value;
}

@ApiTags('workshops')
@ApiBearerAuth()
@Controller('api/workshop-ads')
export class WorkshopAdsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly workshops: WorkshopQueries,
  ) {}

  /** `{ data, meta }`: ads of public workshops, or of one (`workshop_id`). */
  @Public()
  @Get()
  list(@Query() query: WorkshopAdListQueryDto, @CurrentActor() viewer?: Actor): Promise<Paged<WorkshopAdView>> {
    return this.workshops.ads(query, viewer);
  }

  @Public()
  @Get(':id')
  async get(@Param('id', ParseIdPipe) id: number, @CurrentActor() viewer?: Actor): Promise<{ data: WorkshopAdView }> {
    return { data: await this.visible(id, viewer) };
  }

  /** Only the workshop's owner (or an admin) adds to it: 403 otherwise. */
  @Post()
  @HttpCode(201)
  @ApiConsumes('multipart/form-data', 'application/json')
  @UseInterceptors(AdForm)
  async create(@Req() request: Request, @CurrentActor() actor: Actor): Promise<{ data: WorkshopAdView; message: string }> {
    const fields = await readForm(WorkshopAdFieldsDto, request);
    const { adId } = await this.commands.execute(new PublishWorkshopAd(actor, fields));
    return { data: await this.visible(adId, actor), message: AR.ad.created };
  }

  @Put(':id')
  @ApiConsumes('multipart/form-data', 'application/json')
  @UseInterceptors(AdForm)
  revise(@Param('id', ParseIdPipe) id: number, @Req() request: Request, @CurrentActor() actor: Actor) {
    return this.update(id, request, actor);
  }

  /** The older client's update: POST with `_method=PUT` in the form. */
  @Post(':id')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(AdForm)
  reviseByPost(@Param('id', ParseIdPipe) id: number, @Req() request: Request, @CurrentActor() actor: Actor) {
    return this.update(id, request, actor);
  }

  @Delete(':id')
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentActor() actor: Actor): Promise<{ message: string }> {
    await this.commands.execute(new RemoveWorkshopAd(actor, id));
    return { message: AR.ad.deleted };
  }

  private async update(id: number, request: Request, actor: Actor): Promise<{ data: WorkshopAdView; message: string }> {
    const changes = await readForm(ReviseWorkshopAdDto, request);
    await this.commands.execute(new ReviseWorkshopAd(actor, id, changes));
    return { data: await this.visible(id, actor), message: AR.ad.updated };
  }

  private async visible(id: number, viewer?: Actor): Promise<WorkshopAdView> {
    const ad = await this.workshops.ad(id, viewer);
    if (!ad) throw notFound();
    return ad;
  }
}
