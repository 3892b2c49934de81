import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { ReplicaMonitor } from '../database/read-replica/replica-monitor';
import { RedisConnections } from '../redis/redis.module';
import { Public } from '../shared/auth/auth.decorators';
import { StorageService } from '../storage/storage.service';
import { within } from '../shared/within';

type Check = 'ok' | 'down';

/** Liveness of every dependency; 503 when any is down, so a load balancer can route around us. */
@ApiTags('operations')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly redis: RedisConnections,
    private readonly storage: StorageService,
    private readonly replica: ReplicaMonitor,
  ) {}

  @Get()
  @HttpCode(200)
  async health(@Res({ passthrough: true }) res: Response) {
    const probe = async (work: () => Promise<unknown>): Promise<Check> => {
      try {
        await within(2000, work());
        return 'ok';
      } catch {
        return 'down';
      }
    };
    const [postgres, redis, storage] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      probe(() => this.redis.client.ping()),
      probe(() => this.storage.ping()),
    ]);
    const status = postgres === 'ok' && redis === 'ok' && storage === 'ok' ? 'ok' : 'degraded';
    if (status !== 'ok') res.status(503);
    // The read replica is optional: reads fall back to the primary, so its state is shown, never a 503.
    const readReplica = this.replica.configured ? { read_replica: this.replica.status } : {};
    return { status, checks: { postgres, redis, storage }, ...readReplica };
  }
}
