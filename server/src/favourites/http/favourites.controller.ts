import { Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CarQueries } from '../../cars/queries/car-queries';
import { CarView } from '../../cars/queries/car-view';
import { CurrentActor } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { ParseIdPipe } from '../../shared/http/id.pipe';
import { AR } from '../../shared/messages/ar';
import { SetFavourite } from '../commands/set-favourite.command';

/** The signed-in user's favourite cars (CONTRACT.md: GET, PUT and DELETE /api/favourites). */
@ApiTags('favourites')
@ApiBearerAuth()
@Controller('api/favourites')
export class FavouritesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly cars: CarQueries,
  ) {}

  @Get()
  async list(@CurrentActor() actor: Actor): Promise<{ data: CarView[] }> {
    return { data: await this.cars.favouritesOf(actor) };
  }

  @Put(':carId')
  async add(@Param('carId', ParseIdPipe) carId: number, @CurrentActor() actor: Actor) {
    await this.commands.execute(new SetFavourite(actor, carId, true));
    return { message: AR.favourites.added, data: { car_id: carId, favourite: true } };
  }

  @Delete(':carId')
  async remove(@Param('carId', ParseIdPipe) carId: number, @CurrentActor() actor: Actor) {
    await this.commands.execute(new SetFavourite(actor, carId, false));
    return { message: AR.favourites.removed, data: { car_id: carId, favourite: false } };
  }
}
