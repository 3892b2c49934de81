import { Module } from '@nestjs/common';
import { CarsModule } from '../cars/cars.module';
import { PriceGuideModule } from '../price-guide/price-guide.module';
import { JobsDispatcher } from './jobs.dispatcher';
import { PlaceImageJobs } from './place-image-jobs';
import { PlacePushes } from './place-pushes';
import { PriceIndicatorDispatcher } from './price-indicator.dispatcher';
import { PushDispatcher } from './push.dispatcher';
import { SubscriptionsService } from './subscriptions.service';

@Module({
  imports: [CarsModule, PriceGuideModule],
  providers: [JobsDispatcher, PushDispatcher, PriceIndicatorDispatcher, SubscriptionsService, PlaceImageJobs, PlacePushes],
})
export class DispatchModule {}
