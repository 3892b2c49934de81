import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { flattenKeyValueData, PictureForms } from '../../media/picture-forms';
import { CurrentActor, Public } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { ParseIdPipe } from '../../shared/http/id.pipe';
import { Paged } from '../../shared/http/page-query.dto';
import { AR } from '../../shared/messages/ar';
import { PlaceResource } from '../../places/http/place-resource';
import { PlaceRoutes } from '../../places/http/place-routes';
import { PlaceViews } from '../../views/place-views';
import { ChangeWorkshopSettings } from '../commands/change-workshop-settings/change-workshop-settings.command';
import { OpenWorkshop } from '../commands/open-workshop/open-workshop.command';
import { ReviewWorkshop } from '../commands/review-workshop/review-workshop.command';
import { ReviseWorkshop } from '../commands/revise-workshop/revise-workshop.command';
import { WORKSHOP_PLACE } from '../domain/workshop.place';
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

/** The spec's camelCase spellings (`workingHours`…), plain or in the dashboard's key/value list, are the snake_case fields. */
function withAliases(request: Request): Request {
  const body = flattenKeyValueData(request.body);
  for (const [alias, field] of Object.entries(WORKSHOP_FIELD_ALIASES)) {
    if (body[alias] !== undefined && body[field] === undefined) body[field] = body[alias];
  }
  request.body = body;
  return request;
}

/** The form's picture: a workshop's image. */
const IMAGE = { field: 'image', tooMany: AR.workshop.image };

@ApiTags('workshops')
@ApiBearerAuth()
@Controller('api/workshops')
export class WorkshopsController extends PlaceRoutes<WorkshopView, WorkshopFieldsDto, ReviseWorkshopDto>(IMAGE.field) {
  protected readonly resource: PlaceResource<WorkshopView, WorkshopFieldsDto, ReviseWorkshopDto>;

  constructor(
    private readonly commands: CommandBus,
    forms: PictureForms,
    views: PlaceViews,
    private readonly workshops: WorkshopQueries,
  ) {
    super();
    this.resource = new PlaceResource(
      {
        place: WORKSHOP_PLACE,
        picture: IMAGE,
        fields: WorkshopFieldsDto,
        changes: ReviseWorkshopDto,
        messages: { created: AR.workshop.created, updated: AR.workshop.updated, deleted: AR.workshop.deleted },
        read: (id, viewer) => workshops.get(id, viewer),
        open: async (actor, fields, image) => (await commands.execute(new OpenWorkshop(actor, fields, image))).workshopId,
        revise: (actor, id, changes, image) => commands.execute(new ReviseWorkshop(actor, id, changes, image)),
        prepare: withAliases,
      },
      commands,
      forms,
      views,
    );
  }

  /** `{ data, meta }`: public workshops; `city` is a tab, `search` Arabic-normalised text. */
  @Public()
  @Get()
  list(@Query() query: WorkshopListQueryDto, @CurrentActor() viewer?: Actor): Promise<Paged<WorkshopView>> {
    return this.workshops.list(query, viewer);
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
    return { data: await this.resource.visible(id, actor), message: AR.workshop.settingsSaved };
  }

  /** `{ data: [review…], meta: { average, count } }`, newest first. */
  @Public()
  @Get(':id/reviews')
  async reviews(
    @Param('id', ParseIdPipe) id: number,
    @CurrentActor() viewer?: Actor,
  ): Promise<{ data: ReviewView[]; meta: { average: number; count: number } }> {
    const workshop = await this.resource.visible(id, viewer);
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
    const workshop = await this.resource.visible(id, actor);
    return {
      data: { id: reviewId, rating: dto.rating, average: workshop.rating, count: workshop.review_count },
      message: AR.review.added,
    };
  }
}
