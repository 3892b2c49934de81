import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentActor } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { ParseIdPipe } from '../../shared/http/id.pipe';
import { PageMeta, PageQueryDto } from '../../shared/http/page-query.dto';
import { ReadAllNotifications, ReadNotification } from '../commands/read-notifications.command';
import { NotificationQueries, NotificationView } from '../queries/notification-queries';

/** The signed-in user's bell (README: Notifications). Another user's notification is a 404. */
@ApiTags('notifications')
@ApiBearerAuth()
@Controller('api/notifications')
export class NotificationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly notifications: NotificationQueries,
  ) {}

  @Get()
  list(
    @Query() query: PageQueryDto,
    @CurrentActor() actor: Actor,
  ): Promise<{ data: NotificationView[]; meta: PageMeta & { unread: number } }> {
    return this.notifications.pageOf(actor.id, query.page ?? 1, query.per_page ?? query.limit ?? 20);
  }

  @Post('read-all')
  @HttpCode(200)
  async readAll(@CurrentActor() actor: Actor): Promise<{ data: { unread: number } }> {
    await this.commands.execute(new ReadAllNotifications(actor));
    return { data: { unread: await this.notifications.unreadOf(actor.id) } };
  }

  @Post(':id/read')
  @HttpCode(200)
  async read(@Param('id', ParseIdPipe) id: number, @CurrentActor() actor: Actor): Promise<{ data: NotificationView }> {
    await this.commands.execute(new ReadNotification(actor, id));
    return { data: (await this.notifications.one(id, actor.id))! };
  }
}
