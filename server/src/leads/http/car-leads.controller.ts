import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CarQueries } from '../../cars/queries/car-queries';
import { CurrentActor } from '../../shared/auth/auth.decorators';
import { Actor, isAdmin } from '../../shared/auth/roles';
import { forbidden, notFound } from '../../shared/http/http-errors';
import { ParseIdPipe } from '../../shared/http/id.pipe';
import { CarLeads, CarLeadsView } from '../queries/car-leads';

/** The seller's chart of a car: views, phone reveals and messages per day. Its owner's and the admins' only. */
@ApiTags('cars')
@ApiBearerAuth()
@Controller('api/cars')
export class CarLeadsController {
  constructor(
    private readonly cars: CarQueries,
    private readonly leads: CarLeads,
  ) {}

  @Get(':id/leads')
  async leadsOf(@Param('id', ParseIdPipe) id: number, @CurrentActor() viewer: Actor): Promise<{ data: CarLeadsView }> {
    const car = await this.cars.get(id, viewer);
    if (!car) throw notFound();
    if (car.user_id !== viewer.id && !isAdmin(viewer)) throw forbidden();
    return { data: await this.leads.of(car.id, car.user_id) };
  }
}
