import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ReactionRegistry } from './reaction-registry';
import { SubscriptionsService } from './subscriptions.service';

/** The worker's subscriptions; the reactions they run are providers of their own contexts. */
@Module({
  imports: [DiscoveryModule],
  providers: [ReactionRegistry, SubscriptionsService],
})
export class DispatchModule {}
