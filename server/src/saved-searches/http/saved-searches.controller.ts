import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentActor, Public } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { validationFailed } from '../../shared/http/http-errors';
import { ParseIdPipe } from '../../shared/http/id.pipe';
import { DeleteSavedSearch, MarkSavedSearchSeen } from '../commands/change-saved-search.command';
import { CreateSavedSearch } from '../commands/create-saved-search.command';
import { parseSavedQuery } from '../matching/saved-query';
import { SavedSearchQueries, SavedSearchView } from '../queries/saved-search-queries';
import { SaveSearchDto } from './save-search.dto';
import { UnsubscribeQueryDto } from './unsubscribe-query.dto';
import { UnsubscribeFromSavedSearchMail } from '../commands/unsubscribe.command';
import { AR } from '../../shared/messages/ar';
import { ApiAnswer } from '../../openapi/api-answer.decorator';

/** The signed-in user's saved searches (README: Saved searches). Another user's answer 404. */
@ApiTags('saved-searches')
@ApiBearerAuth()
@Controller('api/saved-searches')
export class SavedSearchesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly searches: SavedSearchQueries,
  ) {}

  @Get()
  async list(@CurrentActor() actor: Actor): Promise<{ data: SavedSearchView[] }> {
    return { data: await this.searches.listOf(actor.id) };
  }

  /** 201 with the new search; 200 with the existing one when the same query is already saved. */
  @Post()
  async create(
    @Body() dto: SaveSearchDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ data: SavedSearchView }> {
    const parsed = await parseSavedQuery(dto.query);
    if ('errors' in parsed) throw validationFailed(parsed.errors);
    const { savedSearchId, created } = await this.commands.execute(
      new CreateSavedSearch(actor, { name: dto.name, query: parsed.query, ...parsed.keys }),
    );
    res.status(created ? 201 : 200);
    return { data: (await this.searches.one(savedSearchId, actor.id))! };
  }

  /**
   * The link at the foot of a saved search mail: turns the account's saved search mails off,
   * without signing in (the token is signed for that account). A small Arabic page answers.
   */
  @Public()
  @Get('unsubscribe')
  @ApiAnswer({ mediaType: 'text/html', description: 'A small Arabic page that says it is done.' })
  @Header('Content-Type', 'text/html; charset=utf-8')
  async unsubscribe(@Query() query: UnsubscribeQueryDto): Promise<string> {
    await this.commands.execute(new UnsubscribeFromSavedSearchMail(query.token));
    return `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>سيّارة</title></head>
<body style="font-family:Tahoma,Arial,sans-serif;line-height:1.8;padding:2rem"><p>${AR.savedSearches.unsubscribed}</p>
<p><a href="/">العودة إلى سيّارة</a></p></body></html>`;
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentActor() actor: Actor): Promise<void> {
    await this.commands.execute(new DeleteSavedSearch(actor, id));
  }

  @Post(':id/seen')
  @HttpCode(200)
  async seen(@Param('id', ParseIdPipe) id: number, @CurrentActor() actor: Actor): Promise<{ data: SavedSearchView }> {
    await this.commands.execute(new MarkSavedSearchSeen(actor, id));
    return { data: (await this.searches.one(id, actor.id))! };
  }
}
