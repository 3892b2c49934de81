import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../event-store/command-streams';
import { metadataFor } from '../../shared/event-metadata';
import { raiseNotifications } from '../domain/notification.decider';
import { RAISED_NOTIFICATIONS } from '../domain/notification.state';
import { RaiseNotifications } from './raise-notifications.command';

@CommandHandler(RaiseNotifications)
export class RaiseNotificationsHandler implements ICommandHandler<RaiseNotifications> {
  constructor(private readonly streams: CommandStreams) {}

  async execute({ sourcePosition, notifications }: RaiseNotifications): Promise<number[]> {
    if (!notifications.length) return [];
    const ids = await this.streams.nextIds('notification', notifications.length);
    const raised = notifications.map((n, i) => ({ ...n, notificationId: ids[i] }));
    return this.streams.handle(RAISED_NOTIFICATIONS, sourcePosition, metadataFor(null, String(sourcePosition)), (state) => {
      const events = raiseNotifications(state, raised);
      return { events, result: events.map((e) => e.data.notificationId) };
    });
  }
}
