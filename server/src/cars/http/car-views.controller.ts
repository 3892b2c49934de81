import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AllowSuspended, CurrentActor, Public } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { notFound } from '../../shared/http/http-errors';
import { ParseIdPipe } from '../../shared/http/id.pipe';
import { CarQueries } from '../queries/car-queries';
import { visitorOf } from '../../shared/visitor';
import { CarViewCounter } from '../views/car-view-counter';

/**
 * The car page reports that it was opened. Counted when the viewer is not the owner, once per
 * visitor per day. A suspended account still looks at cars: its view counts like anyone's.
 */
@ApiTags('cars')
@Controller('api/cars')
export class CarViewsController {
  constructor(
    private readonly cars: CarQueries,
    private readonly counter: CarViewCounter,
  ) {}

  @Public()
  @AllowSuspended()
  @Post(':id/views')
  @HttpCode(200)
  async view(
    @Param('id', ParseIdPipe) id: number,
    @Req() request: Request,
    @CurrentActor() viewer?: Actor,
  ): Promise<{ data: { counted: boolean; views: number } }> {
    const car = await this.cars.get(id, viewer);
    if (!car) throw notFound();
    const counted = car.user_id !== viewer?.id && (await this.counter.count(id, visitorOf(request, viewer)));
    return { data: { counted, views: await this.counter.views(id) } };
  }
}
