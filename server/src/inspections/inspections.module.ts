import { Module } from '@nestjs/common';
import { WithdrawInspectionsOfClosedAccount } from './account-closure/withdraw-inspections-of-closed-account';
import { ChangeInspectionStatusHandler } from './commands/change-inspection-status/change-inspection-status.handler';
import { RequestInspectionHandler } from './commands/request-inspection/request-inspection.handler';
import { InspectionsController } from './http/inspections.controller';
import { InspectionsProjection } from './projections/inspections/inspections.projection';
import { InspectionQueries } from './queries/inspection-queries';

const commandHandlers = [RequestInspectionHandler, ChangeInspectionStatusHandler];
const projections = [InspectionsProjection];
const queries = [InspectionQueries];

@Module({
  controllers: [InspectionsController],
  providers: [...commandHandlers, ...projections, ...queries, WithdrawInspectionsOfClosedAccount],
  exports: [...queries],
})
export class InspectionsModule {}
