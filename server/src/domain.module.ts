import { Module } from '@nestjs/common';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { CarsModule } from './cars/cars.module';
import { FavouritesModule } from './favourites/favourites.module';
import { MessagesModule } from './messages/messages.module';
import { MediaModule } from './media/media.module';
import { SettingsModule } from './settings/settings.module';
import { UsersModule } from './users/users.module';

/** The bounded contexts: their commands, projections, queries and HTTP controllers. */
@Module({
  imports: [UsersModule, AuthModule, AuditModule, SettingsModule, MediaModule, CarsModule, FavouritesModule, MessagesModule],
  exports: [UsersModule, SettingsModule, CarsModule],
})
export class DomainModule {}
