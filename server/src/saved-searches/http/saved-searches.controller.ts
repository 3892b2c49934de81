import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentActor } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { validationFailed } from '../../shared/http/http-errors';
import { ParseIdPipe } from '../../shared/http/id.pipe';
import { DeleteSavedSearch, MarkSavedSearchSeen } from '../commands/change-saved-search.command';
import { CreateSavedSearch } from '../commands/create-saved-search.command';
import { parseSavedQuery } from '../matching/saved-query';
import { SavedSearchQueries, SavedSearchView } from '../queries/saved-search-queries';
import { SaveSearchDto } from './save-search.dto';

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
