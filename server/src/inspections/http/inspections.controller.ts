import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { notFound } from '../../shared/http/http-errors';
import { ParseIdPipe } from '../../shared/http/id.pipe';
import { Paged } from '../../shared/http/page-query.dto';
import { AR } from '../../shared/messages/ar';
import { ChangeInspectionStatus } from '../commands/change-inspection-status/change-inspection-status.command';
import { RequestInspection } from '../commands/request-inspection/request-inspection.command';
import { InspectionListQueryDto, InspectionRequestDto, InspectionStatusDto } from '../dto/inspection.dto';
import { InspectionQueries, InspectionView } from '../queries/inspection-queries';

/** Warranty inspection requests (the /inspction screen) and their moderation by admins. */
@ApiTags('inspection')
@ApiBearerAuth()
@Controller('api/inspection')
export class InspectionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly inspections: InspectionQueries,
  ) {}

  /** The caller's requests; every request for admins. */
  @Get()
  list(@Query() query: InspectionListQueryDto, @CurrentActor() actor: Actor): Promise<Paged<InspectionView>> {
    return this.inspections.list(query, actor);
  }

  /** JSON of the form's values; 401 without a token. */
  @Post()
  @HttpCode(201)
  async request(
    @Body() dto: InspectionRequestDto,
    @CurrentActor() actor: Actor,
  ): Promise<{ data: InspectionView; message: string }> {
    const { inspectionId } = await this.commands.execute(new RequestInspection(actor, dto));
    return { data: await this.visible(inspectionId, actor), message: AR.inspection.sent };
  }

  @Roles('admin')
  @Put(':id/status')
  async changeStatus(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: InspectionStatusDto,
    @CurrentActor() actor: Actor,
  ): Promise<{ data: InspectionView; message: string }> {
    await this.commands.execute(new ChangeInspectionStatus(actor, id, dto));
    return { data: await this.visible(id, actor), message: AR.inspection.updated };
  }

  private async visible(id: number, viewer: Actor): Promise<InspectionView> {
    const inspection = await this.inspections.get(id, viewer);
    if (!inspection) throw notFound();
    return inspection;
  }
}
