import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentActor, Public } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { notFound } from '../../shared/http/http-errors';
import { ParseIdPipe } from '../../shared/http/id.pipe';
import { CarQueries } from '../queries/car-queries';
import { CarView } from '../queries/car-view';

/** How many similar cars a car page shows (public-area.md §9). */
export const SIMILAR_CARS = 3;

/** 'Similar cars' on a car page: the same make first, then cars at a similar price. */
@ApiTags('cars')
@Controller('api/cars')
export class SimilarCarsController {
  constructor(private readonly cars: CarQueries) {}

  @Public()
  @Get(':id/similar')
  async similar(@Param('id', ParseIdPipe) id: number, @CurrentActor() viewer?: Actor): Promise<{ data: CarView[] }> {
    const data = await this.cars.similar(id, viewer, SIMILAR_CARS, { replica: true });
    if (!data) throw notFound();
    return { data };
  }
}
