import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { EventStore } from './event-store.service';
import { ProjectionRegistry } from './projection-registry';

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [EventStore, ProjectionRegistry],
  exports: [EventStore, ProjectionRegistry],
})
export class EventStoreModule {}
