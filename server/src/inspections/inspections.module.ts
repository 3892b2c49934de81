import { Module } from '@nestjs/common';
import { WithdrawInspectionsOfClosedAccount } from './account-closure/withdraw-inspections-of-closed-account';
import { ChangeInspectionStatusHandler } from './commands/change-inspection-status/change-inspection-status.handler';
import { RequestInspectionHandler } from './commands/request-inspection/request-inspection.handler';
import { InspectionsController } from './http/inspections.controller';
import { InspectionsProjection } from './projections/inspections/inspections.projection';
import { InspectionQueries } from './queries/inspection-queries';
import { PushInspectionRequestedToAdmins } from './reactions/push-inspection-requested-to-admins';
import { PushInspectionStatusWhenChanged } from './reactions/push-inspection-status-when-changed';

const commandHandlers = [RequestInspectionHandler, ChangeInspectionStatusHandler];
const projections = [InspectionsProjection];
const queries = [InspectionQueries];
const reactions = [PushInspectionRequestedToAdmins, PushInspectionStatusWhenChanged];

@Module({
  controllers: [InspectionsController],
  providers: [...commandHandlers, ...projections, ...queries, ...reactions, WithdrawInspectionsOfClosedAccount],
  exports: [...queries],
})
export class InspectionsModule {}
