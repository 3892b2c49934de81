import { Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { CarsModule } from './cars/cars.module';
import { FavouritesModule } from './favourites/favourites.module';
import { InspectionsModule } from './inspections/inspections.module';
import { MessagesModule } from './messages/messages.module';
import { MediaModule } from './media/media.module';
import { SettingsModule } from './settings/settings.module';
import { StoresModule } from './stores/stores.module';
import { UsersModule } from './users/users.module';
import { WorkshopsModule } from './workshops/workshops.module';

/** The bounded contexts: their commands, projections, queries and HTTP controllers. */
@Module({
  imports: [
    UsersModule,
    AuthModule,
    SettingsModule,
    MediaModule,
    CarsModule,
    FavouritesModule,
    MessagesModule,
    StoresModule,
    WorkshopsModule,
    InspectionsModule,
  ],
  exports: [UsersModule, SettingsModule, CarsModule, StoresModule, WorkshopsModule, InspectionsModule],
})
export class DomainModule {}
