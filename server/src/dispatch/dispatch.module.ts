import { Module } from '@nestjs/common';
import { CarsModule } from '../cars/cars.module';
import { JobsDispatcher } from './jobs.dispatcher';
import { PushDispatcher } from './push.dispatcher';
import { SubscriptionsService } from './subscriptions.service';

@Module({
  imports: [CarsModule],
  providers: [JobsDispatcher, PushDispatcher, SubscriptionsService],
})
export class DispatchModule {}
