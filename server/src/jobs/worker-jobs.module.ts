import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PasswordResetModule } from '../password-reset/password-reset.module';
import { RecommendationsModule } from '../recommendations/recommendations.module';
import { SavedSearchesModule } from '../saved-searches/saved-searches.module';
import { UsersModule } from '../users/users.module';
import { CarImageProcessor } from './images/car-image.processor';
import { DiscardImagesProcessor } from './images/discard-images.processor';
import { PartImageProcessor } from './images/part-image.processor';
import { PlaceImageProcessor } from './images/place-image.processor';
import { Mailer } from './mail/mailer';
import { PasswordResetMailProcessor } from './mail/password-reset-mail.processor';
import { SavedSearchDigestProcessor } from './mail/saved-search-digest.processor';
import { SavedSearchMailProcessor } from './mail/saved-search-mail.processor';
import { CleanPhotoDraftsProcessor } from './maintenance/clean-photo-drafts.processor';
import { ExpireListingsProcessor } from './maintenance/expire-listings.processor';
import { MaintenanceSchedule } from './maintenance/maintenance-schedule';
import { PruneCarViewsProcessor } from './maintenance/prune-car-views.processor';
import { RecordLogDigestProcessor } from './maintenance/record-log-digest.processor';
import { RequeueStuckImagesProcessor } from './maintenance/requeue-stuck-images.processor';
import { RecommendationProcessor } from './recommendations/recommendation.processor';
import { WorkersService } from './workers.service';

/** Processors of other contexts register themselves with WorkersService when the module starts. */
const processors = [
  CarImageProcessor,
  DiscardImagesProcessor,
  PlaceImageProcessor,
  PartImageProcessor,
  ExpireListingsProcessor,
  PruneCarViewsProcessor,
  CleanPhotoDraftsProcessor,
  RequeueStuckImagesProcessor,
  PasswordResetMailProcessor,
  SavedSearchMailProcessor,
  SavedSearchDigestProcessor,
  RecommendationProcessor,
  RecordLogDigestProcessor,
];

@Module({
  imports: [AuditModule, UsersModule, PasswordResetModule, RecommendationsModule, NotificationsModule, SavedSearchesModule],
  providers: [...processors, Mailer, WorkersService, MaintenanceSchedule],
  exports: [WorkersService],
})
export class WorkerJobsModule {}
