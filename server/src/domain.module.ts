import { Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { CarsModule } from './cars/cars.module';
import { ContactModule } from './contact/contact.module';
import { FavouritesModule } from './favourites/favourites.module';
import { MessagesModule } from './messages/messages.module';
import { PartsModule } from './parts/parts.module';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { RecommendationsModule } from './recommendations/recommendations.module';
import { MediaModule } from './media/media.module';
import { SettingsModule } from './settings/settings.module';
import { UsersModule } from './users/users.module';

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
    ContactModule,
    PasswordResetModule,
    PartsModule,
    RecommendationsModule,
  ],
  exports: [UsersModule, SettingsModule, CarsModule],
})
export class DomainModule {}
