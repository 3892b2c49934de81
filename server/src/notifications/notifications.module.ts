import { Module } from '@nestjs/common';
import { RaiseNotificationsHandler } from './commands/raise-notifications.handler';
import { ReadAllNotificationsHandler, ReadNotificationHandler } from './commands/read-notifications.handler';
import { NotificationsController } from './http/notifications.controller';
import { NotificationsProjection } from './projections/notifications.projection';
import { NotificationQueries } from './queries/notification-queries';
import { PushNotificationWhenRaised } from './reactions/push-notification-when-raised';

const commandHandlers = [RaiseNotificationsHandler, ReadNotificationHandler, ReadAllNotificationsHandler];
const projections = [NotificationsProjection];
const queries = [NotificationQueries];
const reactions = [PushNotificationWhenRaised];

@Module({
  controllers: [NotificationsController],
  providers: [...commandHandlers, ...projections, ...queries, ...reactions],
  exports: [...queries],
})
export class NotificationsModule {}
