import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { DeleteSavedSearchHandler, MarkSavedSearchSeenHandler } from './commands/change-saved-search.handler';
import { CreateSavedSearchHandler } from './commands/create-saved-search.handler';
import { RecordSavedSearchDigestHandler } from './commands/record-digest.handler';
import { UnsubscribeFromSavedSearchMailHandler } from './commands/unsubscribe.handler';
import { SavedSearchesController } from './http/saved-searches.controller';
import { SavedSearchDigestProcessor } from './mail/saved-search-digest.processor';
import { SavedSearchMailProcessor } from './mail/saved-search-mail.processor';
import { UnsubscribeTokens } from './mail/unsubscribe-tokens';
import { SavedSearchMatcher } from './matching/saved-search-matcher';
import { SavedSearchesProjection } from './projections/saved-searches.projection';
import { SavedSearchQueries } from './queries/saved-search-queries';
import { NotifySavedSearchesWhenCarActivated } from './reactions/notify-saved-searches-when-car-activated';
import { QueueMailWhenSearchMatched } from './reactions/queue-mail-when-search-matched';

const commandHandlers = [
  CreateSavedSearchHandler,
  DeleteSavedSearchHandler,
  MarkSavedSearchSeenHandler,
  UnsubscribeFromSavedSearchMailHandler,
  RecordSavedSearchDigestHandler,
];
const projections = [SavedSearchesProjection];
const queries = [SavedSearchQueries];
const reactions = [NotifySavedSearchesWhenCarActivated, QueueMailWhenSearchMatched];
const jobProcessors = [SavedSearchMailProcessor, SavedSearchDigestProcessor];

@Module({
  imports: [NotificationsModule, UsersModule, MailModule],
  controllers: [SavedSearchesController],
  providers: [
    ...commandHandlers,
    ...projections,
    ...queries,
    ...reactions,
    ...jobProcessors,
    SavedSearchMatcher,
    UnsubscribeTokens,
  ],
  exports: [...queries, UnsubscribeTokens],
})
export class SavedSearchesModule {}
