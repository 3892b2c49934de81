import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { RemoveCarsOfClosedAccount } from './account-closure/remove-cars-of-closed-account';
import { CategoriesModule } from '../categories/categories.module';
import { RiskReadModule } from '../risk/risk-read.module';
import { SettingsModule } from '../settings/settings.module';
import { AddCarImagesHandler } from './commands/add-car-images/add-car-images.handler';
import { ApproveCarHandler } from './commands/approve-car/approve-car.handler';
import { ExpireCarHandler } from './commands/expire-car/expire-car.handler';
import { RenewCarHandler } from './commands/renew-car/renew-car.handler';
import { ListCarHandler } from './commands/list-car/list-car.handler';
import { MakeOfferHandler } from './commands/make-offer/make-offer.handler';
import { RecordImageResultHandler } from './commands/record-image-result/record-image-result.handler';
import { RejectCarHandler } from './commands/reject-car/reject-car.handler';
import { TakeDownCarHandler } from './commands/take-down-car/take-down-car.handler';
import { RemoveCarImageHandler } from './commands/remove-car-image/remove-car-image.handler';
import { RemoveCarHandler } from './commands/remove-car/remove-car.handler';
import { ReviseCarHandler } from './commands/revise-car/revise-car.handler';
import { ReviseOfferHandler } from './commands/revise-offer/revise-offer.handler';
import { CarListingService } from './http/car-listing.service';
import { CarImageProcessor } from './jobs/car-image.processor';
import { ExpireListingsProcessor } from './jobs/expire-listings.processor';
import { CarOffersController } from './http/car-offers.controller';
import { CarViewsController } from './http/car-views.controller';
import { CarsController } from './http/cars.controller';
import { SearchSuggestController } from './http/search-suggest.controller';
import { SimilarCarsController } from './http/similar-cars.controller';
import { CarImagesProjection } from './projections/car-images/car-images.projection';
import { CarListingProjection } from './projections/car-listing/car-listing.projection';
import { CarOffersProjection } from './projections/car-offers/car-offers.projection';
import { ListingFacetsProjection } from './projections/listing-facets/listing-facets.projection';
import { CarQueries } from './queries/car-queries';
import { SearchSuggestions } from './queries/search-suggestions';
import { CarViewCounter } from './views/car-view-counter';
import { PruneCarViewsProcessor } from './views/prune-car-views.processor';
import { ProcessImagesWhenCarListed } from './reactions/process-images-when-car-listed';
import { DiscardImageWhenCarImageRemoved } from './reactions/discard-image-when-car-image-removed';
import { DiscardImagesWhenCarRemoved } from './reactions/discard-images-when-car-removed';
import { PushCarListedToAdmins } from './reactions/push-car-listed-to-admins';
import { PushCarStatusWhenChanged } from './reactions/push-car-status-when-changed';
import { PushCarUpdatedWhenChanged } from './reactions/push-car-updated-when-changed';
import { RepriceListingsWhenRatesChange } from './reactions/reprice-listings-when-rates-change';
import { ListingRepricer } from './pricing/listing-repricer';

const commandHandlers = [
  ListCarHandler,
  MakeOfferHandler,
  ReviseOfferHandler,
  ReviseCarHandler,
  ApproveCarHandler,
  RejectCarHandler,
  TakeDownCarHandler,
  RemoveCarHandler,
  AddCarImagesHandler,
  RemoveCarImageHandler,
  RecordImageResultHandler,
  RenewCarHandler,
  ExpireCarHandler,
];
const projections = [CarListingProjection, CarImagesProjection, CarOffersProjection, ListingFacetsProjection];
const queries = [CarQueries, SearchSuggestions];
const reactions = [
  ProcessImagesWhenCarListed,
  DiscardImageWhenCarImageRemoved,
  DiscardImagesWhenCarRemoved,
  PushCarListedToAdmins,
  PushCarStatusWhenChanged,
  PushCarUpdatedWhenChanged,
  RepriceListingsWhenRatesChange,
];
/** The worker runs them (@JobProcessor). */
const jobProcessors = [CarImageProcessor, ExpireListingsProcessor, PruneCarViewsProcessor];

@Module({
  imports: [SettingsModule, CategoriesModule, MediaModule, RiskReadModule],
  controllers: [CarsController, CarOffersController, CarViewsController, SimilarCarsController, SearchSuggestController],
  providers: [
    ...commandHandlers,
    ...projections,
    ...queries,
    ...reactions,
    ...jobProcessors,
    CarListingService,
    CarViewCounter,
    RemoveCarsOfClosedAccount,
    ListingRepricer,
  ],
  // The view counter's day counts feed the sellers' charts (leads/).
  exports: [...queries, CarViewCounter],
})
export class CarsModule {}
