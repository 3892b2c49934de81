import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CarQueries } from '../../cars/queries/car-queries';
import { CarView } from '../../cars/queries/car-view';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { UserQueries } from '../../users/queries/user-queries';
import { CarRiskView, NO_RISK, RiskQueries } from '../queries/risk-queries';
import { ModerationQueueQueryDto } from './moderation-queue.dto';

/** The seller as the admin judges a listing: who, how to reach them, since when. */
export interface QueueSeller {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  joined_at: Date;
}

export type QueueCar = CarView & { risk: CarRiskView; seller: QueueSeller | null };

/**
 * The admins' moderation queue: the cars awaiting review, newest or riskiest first, each whole
 * (the car answer), with its risk flags and its seller's contact (admins may reach a seller).
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/admin/moderation')
export class ModerationQueueController {
  constructor(
    private readonly cars: CarQueries,
    private readonly risk: RiskQueries,
    private readonly users: UserQueries,
  ) {}

  @Get()
  async queue(@Query() query: ModerationQueueQueryDto, @CurrentActor() actor: Actor) {
    const page = query.page ?? 1;
    const limit = query.limit ?? 10;
    const { ids, total } =
      query.sort === 'risk' ? await this.risk.pendingByRisk(page, limit) : await this.risk.pendingNewest(page, limit);
    const [cars, risks] = await Promise.all([Promise.all(ids.map((id) => this.cars.get(id, actor))), this.risk.ofMany(ids)]);
    const data: QueueCar[] = [];
    for (const car of cars) {
      if (!car) continue;
      data.push({ ...car, risk: risks.get(car.id) ?? NO_RISK, seller: await this.seller(car.user_id) });
    }
    const lastPage = Math.max(1, Math.ceil(total / limit));
    return {
      data,
      pagination: {
        current_page: page,
        last_page: lastPage,
        total_pages: lastPage,
        total,
        total_is_estimate: false,
        per_page: limit,
      },
    };
  }

  private async seller(id: number): Promise<QueueSeller | null> {
    const user = await this.users.findById(id);
    return user ? { id: user.id, name: user.name, email: user.email, phone: user.phone, joined_at: user.created_at } : null;
  }
}
