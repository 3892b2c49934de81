import { Module } from '@nestjs/common';
import { CarsModule } from '../cars/cars.module';
import { PriceGuideModule } from '../price-guide/price-guide.module';
import { UsersModule } from '../users/users.module';
import { KeepPublishedListingHandler } from './commands/keep-published-listing/keep-published-listing.handler';
import { RecordCarRiskHandler } from './commands/record-car-risk/record-car-risk.handler';
import { ModerationQueueController } from './http/moderation-queue.controller';
import { CarRiskProjection } from './projections/car-risk/car-risk.projection';
import { RiskPhotosProjection } from './projections/risk-photos/risk-photos.projection';
import { AssessRiskWhenListingChanges } from './reactions/assess-risk-when-listing-changes';
import { AssessRiskWhenSellerRenamed } from './reactions/assess-risk-when-seller-renamed';
import { PushRiskToAdmins } from './reactions/push-risk-to-admins';
import { RiskAssessor } from './risk-assessor';
import { RiskReadModule } from './risk-read.module';

const commandHandlers = [RecordCarRiskHandler, KeepPublishedListingHandler];
const projections = [RiskPhotosProjection, CarRiskProjection];
const reactions = [AssessRiskWhenListingChanges, AssessRiskWhenSellerRenamed, PushRiskToAdmins];

/**
 * Trust and safety of the moderation queue: risk flags the worker computes for each listing
 * awaiting review, and for a published one its owner revises (contact details in its text, photos
 * seen before, a price too good to be true, a new account in a hurry), recorded in the log and
 * pushed to the admins' queue; an admin keeps a flagged published listing here («إبقاء»).
 */
@Module({
  imports: [CarsModule, UsersModule, PriceGuideModule, RiskReadModule],
  controllers: [ModerationQueueController],
  providers: [...commandHandlers, ...projections, ...reactions, RiskAssessor],
  exports: [RiskAssessor],
})
export class RiskModule {}
