import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { DeleteSavedSearchHandler, MarkSavedSearchSeenHandler } from './commands/change-saved-search.handler';
import { CreateSavedSearchHandler } from './commands/create-saved-search.handler';
import { SavedSearchesController } from './http/saved-searches.controller';
import { SavedSearchMatcher } from './matching/saved-search-matcher';
import { SavedSearchesProjection } from './projections/saved-searches.projection';
import { SavedSearchQueries } from './queries/saved-search-queries';
import { NotifySavedSearchesWhenCarActivated } from './reactions/notify-saved-searches-when-car-activated';

const commandHandlers = [CreateSavedSearchHandler, DeleteSavedSearchHandler, MarkSavedSearchSeenHandler];
const projections = [SavedSearchesProjection];
const queries = [SavedSearchQueries];
const reactions = [NotifySavedSearchesWhenCarActivated];

@Module({
  imports: [NotificationsModule],
  controllers: [SavedSearchesController],
  providers: [...commandHandlers, ...projections, ...queries, ...reactions, SavedSearchMatcher],
  exports: [...queries],
})
export class SavedSearchesModule {}
