import { Module } from '@nestjs/common';
import { CarsModule } from '../cars/cars.module';
import { SetFavouriteHandler } from './commands/set-favourite.handler';
import { FavouritesController } from './http/favourites.controller';
import { FavouritesProjection } from './projections/favourites.projection';

const commandHandlers = [SetFavouriteHandler];
const projections = [FavouritesProjection];

@Module({
  imports: [CarsModule],
  controllers: [FavouritesController],
  providers: [...commandHandlers, ...projections],
})
export class FavouritesModule {}
