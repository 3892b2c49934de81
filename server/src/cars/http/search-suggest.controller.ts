import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../shared/auth/auth.decorators';
import { RateLimited } from '../../shared/http/route-rate-limits';
import { SuggestQueryDto } from '../dto/suggest-query.dto';
import { SearchSuggestions, Suggestion } from '../queries/search-suggestions';

/** Suggestions as a buyer types in a search box (the header's, the listings'). */
@ApiTags('cars')
@Controller('api/search')
export class SearchSuggestController {
  constructor(private readonly suggestions: SearchSuggestions) {}

  @Public()
  @RateLimited('suggest')
  @Get('suggest')
  @ApiOperation({ summary: 'Makes, models, cities and phrases completing q, with their active listings (typos forgiven)' })
  async suggest(@Query() query: SuggestQueryDto): Promise<{ data: Suggestion[] }> {
    return { data: await this.suggestions.suggest(query.q) };
  }
}
