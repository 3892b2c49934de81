import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentActor, Public } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { ParseIdPipe } from '../../shared/http/id.pipe';
import { AR } from '../../shared/messages/ar';
import { AskAboutPart } from '../commands/ask-about-part.command';
import { MarkMessageRead } from '../commands/mark-message-read.command';
import { SendMessage } from '../commands/send-message.command';
import { MessageQueries, MessageView } from '../queries/message-queries';
import { MessageRateLimiter } from './message-rate-limiter';
import { SendMessageDto } from './send-message.dto';
import { ApiAnswer } from '../../openapi/api-answer.decorator';

@ApiTags('messages')
@ApiBearerAuth()
@Controller('api')
export class MessagesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly messages: MessageQueries,
    private readonly limiter: MessageRateLimiter,
  ) {}

  /** Contact the seller: visitors may write too (with a per-address limit against spam). */
  @Public()
  @Post('cars/:id/messages')
  @ApiAnswer({ errors: [429] })
  @HttpCode(201)
  async send(
    @Param('id', ParseIdPipe) carId: number,
    @Body() dto: SendMessageDto,
    @Req() request: Request,
    @CurrentActor() sender?: Actor,
  ): Promise<{ message: string; data: { id: number } }> {
    await this.limiter.consume(sender ? `user:${sender.id}` : `ip:${request.ip}`);
    const { messageId } = await this.commands.execute(new SendMessage(sender, carId, dto));
    return { message: AR.messages.sent, data: { id: messageId } };
  }

  /** 'Ask the store' about a spare part: a message to the store that lists it, in its inbox. */
  @Public()
  @Post('spare-parts/:id/messages')
  @ApiAnswer({ errors: [429] })
  @HttpCode(201)
  async askAboutPart(
    @Param('id', ParseIdPipe) partId: number,
    @Body() dto: SendMessageDto,
    @Req() request: Request,
    @CurrentActor() sender?: Actor,
  ): Promise<{ message: string; data: { id: number } }> {
    await this.limiter.consume(sender ? `user:${sender.id}` : `ip:${request.ip}`);
    const { messageId } = await this.commands.execute(new AskAboutPart(sender, partId, dto));
    return { message: AR.messages.sentToStore, data: { id: messageId } };
  }

  /** The signed-in seller's inbox, newest first. */
  @Get('messages')
  async inbox(@CurrentActor() actor: Actor): Promise<{ data: MessageView[]; meta: { unread: number } }> {
    return this.messages.inboxOf(actor.id);
  }

  @Put('messages/:id/read')
  async markRead(@Param('id', ParseIdPipe) id: number, @CurrentActor() actor: Actor): Promise<{ data: MessageView }> {
    await this.commands.execute(new MarkMessageRead(actor, id));
    return { data: (await this.messages.one(id, actor.id))! };
  }
}
