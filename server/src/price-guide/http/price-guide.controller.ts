import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentActor, Public } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { PriceGuideQueries, PriceGuideView } from '../price-guide-queries';
import { PriceGuideQueryDto } from './price-guide-query.dto';

/** The suggested price range the add/edit car form shows once make, model, year and mileage are filled in. */
@ApiTags('cars')
@Controller('api/price-guide')
export class PriceGuideController {
  constructor(private readonly guides: PriceGuideQueries) {}

  @Public()
  @Get()
  async guide(@Query() query: PriceGuideQueryDto, @CurrentActor() viewer?: Actor): Promise<{ data: PriceGuideView }> {
    return { data: await this.guides.guide(query, viewer?.id) };
  }
}
