import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Clock } from '../shared/clock';
import { CommandStreams } from './command-streams';
import { EventStore } from './event-store.service';
import { ProjectionRegistry } from './projection-registry';
import { LogWakeups } from './subscription/log-wakeups';

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [EventStore, ProjectionRegistry, Clock, CommandStreams, LogWakeups],
  exports: [EventStore, ProjectionRegistry, Clock, CommandStreams],
})
export class EventStoreModule {}
