import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { PlaceViews } from '../views/place-views';
import { CloseWorkshopsOfClosedAccount } from './account-closure/close-workshops-of-closed-account';
import { ChangeWorkshopSettingsHandler } from './commands/change-workshop-settings/change-workshop-settings.handler';
import { OpenWorkshopHandler } from './commands/open-workshop/open-workshop.handler';
import { PublishWorkshopAdHandler } from './commands/publish-workshop-ad/publish-workshop-ad.handler';
import { RemoveWorkshopAdHandler } from './commands/remove-workshop-ad/remove-workshop-ad.handler';
import { ReviewWorkshopHandler } from './commands/review-workshop/review-workshop.handler';
import { ReviseWorkshopAdHandler } from './commands/revise-workshop-ad/revise-workshop-ad.handler';
import { ReviseWorkshopHandler } from './commands/revise-workshop/revise-workshop.handler';
import { WorkshopAdsController } from './http/workshop-ads.controller';
import { WorkshopsController } from './http/workshops.controller';
import { WorkshopAdsProjection } from './projections/workshop-ads/workshop-ads.projection';
import { WorkshopReviewsProjection } from './projections/workshop-reviews/workshop-reviews.projection';
import { WorkshopsProjection } from './projections/workshops/workshops.projection';
import { WorkshopQueries } from './queries/workshop-queries';
import { ProcessImageWhenWorkshopImageChanges } from './reactions/process-image-when-workshop-image-changes';
import { PushWorkshopStatusWhenChanged } from './reactions/push-workshop-status-when-changed';
import { PushReviewToOwnerWhenReviewed } from './reactions/push-review-to-owner-when-reviewed';

/** Approving, rejecting, closing and recording the image are the places module's (shared with stores). */
const commandHandlers = [
  OpenWorkshopHandler,
  ReviseWorkshopHandler,
  ChangeWorkshopSettingsHandler,
  ReviewWorkshopHandler,
  PublishWorkshopAdHandler,
  ReviseWorkshopAdHandler,
  RemoveWorkshopAdHandler,
];
const projections = [WorkshopsProjection, WorkshopReviewsProjection, WorkshopAdsProjection];
const queries = [WorkshopQueries];
const reactions = [ProcessImageWhenWorkshopImageChanges, PushWorkshopStatusWhenChanged, PushReviewToOwnerWhenReviewed];

@Module({
  imports: [MediaModule],
  controllers: [WorkshopsController, WorkshopAdsController],
  providers: [...commandHandlers, ...projections, ...queries, ...reactions, PlaceViews, CloseWorkshopsOfClosedAccount],
  exports: [...queries],
})
export class WorkshopsModule {}
