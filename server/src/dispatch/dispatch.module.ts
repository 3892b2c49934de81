import { Module } from '@nestjs/common';
import { CarsModule } from '../cars/cars.module';
import { JobsDispatcher } from './jobs.dispatcher';
import { PlaceImageJobs } from './place-image-jobs';
import { PlacePushes } from './place-pushes';
import { PushDispatcher } from './push.dispatcher';
import { SubscriptionsService } from './subscriptions.service';

@Module({
  imports: [CarsModule],
  providers: [JobsDispatcher, PushDispatcher, SubscriptionsService, PlaceImageJobs, PlacePushes],
})
export class DispatchModule {}
