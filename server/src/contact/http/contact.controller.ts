import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentActor, Public, Roles } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { notFound } from '../../shared/http/http-errors';
import { ParseIdPipe } from '../../shared/http/id.pipe';
import { AR } from '../../shared/messages/ar';
import { MarkContactMessageRead } from '../commands/mark-contact-message-read/mark-contact-message-read.command';
import { SendContactMessage } from '../commands/send-contact-message/send-contact-message.command';
import { ContactMessagePage, ContactMessageQueries, ContactMessageView } from '../queries/contact-message-queries';
import { ContactMessageDto } from './contact-message.dto';
import { ContactMessagesQueryDto } from './contact-messages-query.dto';
import { ContactRateLimiter } from './contact-rate-limiter';
import { ApiAnswer } from '../../openapi/api-answer.decorator';

/** The contact page (anyone) and the admins' inbox of what it received. */
@ApiTags('contact')
@ApiBearerAuth()
@Controller('api')
export class ContactController {
  constructor(
    private readonly commands: CommandBus,
    private readonly messages: ContactMessageQueries,
    private readonly limiter: ContactRateLimiter,
  ) {}

  @Public()
  @Post('contact')
  @ApiAnswer({ errors: [429] })
  @HttpCode(201)
  async send(
    @Body() dto: ContactMessageDto,
    @Req() request: Request,
    @CurrentActor() sender?: Actor,
  ): Promise<{ message: string; data: { id: number } }> {
    await this.limiter.consume(sender ? `user:${sender.id}` : `ip:${request.ip}`);
    const { messageId } = await this.commands.execute(new SendContactMessage(sender, dto));
    return { message: AR.contact.sent, data: { id: messageId } };
  }

  @Roles('admin')
  @Get('contact-messages')
  list(@Query() query: ContactMessagesQueryDto): Promise<ContactMessagePage> {
    return this.messages.page(query.page ?? 1, query.per_page ?? 20, query.unread ?? false);
  }

  @Roles('admin')
  @Put('contact-messages/:id/read')
  async markRead(@Param('id', ParseIdPipe) id: number, @CurrentActor() actor: Actor): Promise<{ data: ContactMessageView }> {
    await this.commands.execute(new MarkContactMessageRead(actor, id));
    const message = await this.messages.one(id);
    if (!message) throw notFound();
    return { data: message };
  }
}
