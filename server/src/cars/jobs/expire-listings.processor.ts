import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { JobProcessor } from '../../jobs/job-processor';
import { QUEUE } from '../../jobs/queues';
import { ExpireCar } from '../commands/expire-car/expire-car.command';

export const EXPIRE_LISTINGS = 'expire-listings';

const BATCH = 200;

/**
 * Takes active listings past their expiry off the market (one CarExpired each, so the owner
 * sees it live). The read model finds the candidates; each car's own stream decides, so a car
 * renewed a moment ago is left alone. Running twice expires nothing twice.
 */
@Injectable()
export class ExpireListingsProcessor {
  private readonly logger = new Logger(ExpireListingsProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly commands: CommandBus,
  ) {}

  @JobProcessor(QUEUE.maintenance, EXPIRE_LISTINGS, { schedule: () => ({ every: 5 * 60_000 }) })
  onSchedule(): Promise<{ expired: number }> {
    return this.process(new Date());
  }

  async process(asOf: Date): Promise<{ expired: number }> {
    let expired = 0;
    let afterId = 0;
    for (;;) {
      const due: Array<{ id: number }> = await this.dataSource.query(
        `SELECT id FROM cars WHERE status = 'active' AND expires_at <= $1 AND id > $2 ORDER BY id LIMIT ${BATCH}`,
        [asOf, afterId],
      );
      for (const { id } of due) if (await this.commands.execute(new ExpireCar(id, asOf))) expired += 1;
      if (due.length < BATCH) break;
      afterId = due[due.length - 1].id;
    }
    if (expired) this.logger.log(`expired ${expired} listing(s)`);
    return { expired };
  }
}
