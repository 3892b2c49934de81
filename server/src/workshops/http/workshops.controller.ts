import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { flattenKeyValueData, PictureForms, SinglePictureUpload } from '../../media/picture-forms';
import { CurrentActor, Public, Roles } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { notFound } from '../../shared/http/http-errors';
import { ParseIdPipe } from '../../shared/http/id.pipe';
import { Paged } from '../../shared/http/page-query.dto';
import { RejectionDto } from '../../shared/http/rejection.dto';
import { AR } from '../../shared/messages/ar';
import { PlaceViews } from '../../views/place-views';
import { ApproveWorkshop } from '../commands/approve-workshop/approve-workshop.command';
import { ChangeWorkshopSettings } from '../commands/change-workshop-settings/change-workshop-settings.command';
import { CloseWorkshop } from '../commands/close-workshop/close-workshop.command';
import { OpenWorkshop } from '../commands/open-workshop/open-workshop.command';
import { RejectWorkshop } from '../commands/reject-workshop/reject-workshop.command';
import { ReviewWorkshop } from '../commands/review-workshop/review-workshop.command';
import { ReviseWorkshop } from '../commands/revise-workshop/revise-workshop.command';
import {
  ReviewDto,
  ReviseWorkshopDto,
  WORKSHOP_FIELD_ALIASES,
  WorkshopFieldsDto,
  WorkshopSettingsDto,
} from '../dto/workshop-fields.dto';
import { WorkshopListQueryDto } from '../dto/workshop-list-query.dto';
import { ReviewView, WorkshopQueries } from '../queries/workshop-queries';
import { WorkshopView } from '../queries/workshop-view';

const ImageUpload = SinglePictureUpload('image');
const IMAGE = { field: 'image', tooMany: AR.workshop.image };

/** The spec's camelCase spellings (`workingHours`…), plain or in the dashboard's key/value list, are the snake_case fields. */
function withAliases(request: Request): Request {
  const body = flattenKeyValueData(request.body);
  for (const [alias, field] of Object.entries(WORKSHOP_FIELD_ALIASES)) {
    if (body[alias] !== undefined && body[field] === undefined) body[field] = body[alias];
  }
  request.body = body;
  return request;
}

@ApiTags('workshops')
@ApiBearerAuth()
@Controller('api/workshops')
export class WorkshopsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly workshops: WorkshopQueries,
    private readonly forms: PictureForms,
    private readonly views: PlaceViews,
  ) {}

  /** `{ data, meta }`: public workshops; `city` is a tab, `search` Arabic-normalised text. */
  @Public()
  @Get()
  list(@Query() query: WorkshopListQueryDto, @CurrentActor() viewer?: Actor): Promise<Paged<WorkshopView>> {
    return this.workshops.list(query, viewer);
  }

  @Public()
  @Get(':id')
  async get(@Param('id', ParseIdPipe) id: number, @CurrentActor() viewer?: Actor): Promise<{ data: WorkshopView }> {
    return { data: await this.visible(id, viewer) };
  }

  /** Multipart (or JSON): the workshop form's fields and an optional `image`. */
  @Post()
  @HttpCode(201)
  @ApiConsumes('multipart/form-data', 'application/json')
  @UseInterceptors(ImageUpload)
  async create(@Req() request: Request, @CurrentActor() actor: Actor): Promise<{ data: WorkshopView; message: string }> {
    const { workshopId } = await this.forms.submit(withAliases(request), WorkshopFieldsDto, IMAGE, (fields, image) =>
      this.commands.execute(new OpenWorkshop(actor, fields, image)),
    );
    return { data: await this.visible(workshopId, actor), message: AR.workshop.created };
  }

  /** Any subset of the fields (multipart, JSON, or the dashboard's `data` list of key/value pairs). */
  @Put(':id')
  @ApiConsumes('multipart/form-data', 'application/json')
  @UseInterceptors(ImageUpload)
  revise(@Param('id', ParseIdPipe) id: number, @Req() request: Request, @CurrentActor() actor: Actor) {
    return this.update(id, request, actor);
  }

  /** The older client's multipart update: POST with `_method=PUT` in the form. */
  @Post(':id')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(ImageUpload)
  reviseByPost(@Param('id', ParseIdPipe) id: number, @Req() request: Request, @CurrentActor() actor: Actor) {
    return this.update(id, request, actor);
  }

  @Delete(':id')
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentActor() actor: Actor): Promise<{ message: string }> {
    await this.commands.execute(new CloseWorkshop(actor, id));
    return { message: AR.workshop.deleted };
  }

  @Roles('admin')
  @Put(':id/approve')
  async approve(@Param('id', ParseIdPipe) id: number, @CurrentActor() actor: Actor): Promise<{ data: WorkshopView }> {
    await this.commands.execute(new ApproveWorkshop(actor, id));
    return { data: await this.visible(id, actor) };
  }

  @Roles('admin')
  @Put(':id/reject')
  async reject(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: RejectionDto,
    @CurrentActor() actor: Actor,
  ): Promise<{ data: WorkshopView }> {
    await this.commands.execute(new RejectWorkshop(actor, id, dto.reason || null));
    return { data: await this.visible(id, actor) };
  }

  /** The workshop dashboard's settings: which live notices the owner gets. */
  @Put(':id/settings')
  async settings(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: WorkshopSettingsDto,
    @CurrentActor() actor: Actor,
  ): Promise<{ data: WorkshopView; message: string }> {
    await this.commands.execute(
      new ChangeWorkshopSettings(actor, id, { notifyReviews: dto.notify_reviews, notifyStatus: dto.notify_status }),
    );
    return { data: await this.visible(id, actor), message: AR.workshop.settingsSaved };
  }

  /** `{ data: [review…], meta: { average, count } }`, newest first. */
  @Public()
  @Get(':id/reviews')
  async reviews(
    @Param('id', ParseIdPipe) id: number,
    @CurrentActor() viewer?: Actor,
  ): Promise<{ data: ReviewView[]; meta: { average: number; count: number } }> {
    const workshop = await this.visible(id, viewer);
    return { data: await this.workshops.reviews(id), meta: { average: workshop.rating, count: workshop.review_count } };
  }

  /** Rate 1–5 with a comment: once per person (409), never your own workshop (403). */
  @Post(':id/reviews')
  @HttpCode(201)
  async review(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ReviewDto,
    @CurrentActor() actor: Actor,
  ): Promise<{ data: { id: number; rating: number; average: number; count: number }; message: string }> {
    const { reviewId } = await this.commands.execute(new ReviewWorkshop(actor, id, dto.rating, dto.comment));
    const workshop = await this.visible(id, actor);
    return {
      data: { id: reviewId, rating: dto.rating, average: workshop.rating, count: workshop.review_count },
      message: AR.review.added,
    };
  }

  /** The details page was opened: counted once per visitor per day, never for the owner. */
  @Public()
  @Post(':id/views')
  @HttpCode(200)
  async view(
    @Param('id', ParseIdPipe) id: number,
    @Req() request: Request,
    @CurrentActor() viewer?: Actor,
  ): Promise<{ data: { views: number } }> {
    const workshop = await this.visible(id, viewer);
    await this.views.record('workshop', id, workshop.user_id, viewer, request);
    return { data: { views: await this.views.count('workshop', id) } };
  }

  private async update(id: number, request: Request, actor: Actor): Promise<{ data: WorkshopView; message: string }> {
    await this.forms.submit(withAliases(request), ReviseWorkshopDto, IMAGE, (changes, image) =>
      this.commands.execute(new ReviseWorkshop(actor, id, changes, image)),
    );
    return { data: await this.visible(id, actor), message: AR.workshop.updated };
  }

  private async visible(id: number, viewer?: Actor): Promise<WorkshopView> {
    const workshop = await this.workshops.get(id, viewer);
    if (!workshop) throw notFound();
    return workshop;
  }
}
