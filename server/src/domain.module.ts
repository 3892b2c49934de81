import { Module } from '@nestjs/common';
import { AuditModule } from './audit/audit.module';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { CarsModule } from './cars/cars.module';
import { CategoriesModule } from './categories/categories.module';
import { ContactModule } from './contact/contact.module';
import { FavouritesModule } from './favourites/favourites.module';
import { InspectionsModule } from './inspections/inspections.module';
import { LeadsModule } from './leads/leads.module';
import { MessagesModule } from './messages/messages.module';
import { PartsModule } from './parts/parts.module';
import { PhotoJobsModule } from './photo-jobs/photo-jobs.module';
import { PlacesModule } from './places/places.module';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { PriceGuideModule } from './price-guide/price-guide.module';
import { NotificationsModule } from './notifications/notifications.module';
import { RiskModule } from './risk/risk.module';
import { RecommendationsModule } from './recommendations/recommendations.module';
import { SavedSearchesModule } from './saved-searches/saved-searches.module';
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
    CategoriesModule,
    MediaModule,
    CarsModule,
    FavouritesModule,
    MessagesModule,
    LeadsModule,
    AdminModule,
    AuditModule,
    PlacesModule,
    StoresModule,
    WorkshopsModule,
    InspectionsModule,
    ContactModule,
    PasswordResetModule,
    PartsModule,
    RecommendationsModule,
    PriceGuideModule,
    NotificationsModule,
    SavedSearchesModule,
    RiskModule,
    PhotoJobsModule,
  ],
  exports: [
    PriceGuideModule,
    UsersModule,
    SettingsModule,
    CategoriesModule,
    CarsModule,
    StoresModule,
    WorkshopsModule,
    InspectionsModule,
    RiskModule,
  ],
})
export class DomainModule {}
