import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CarQueries } from '../../cars/queries/car-queries';
import { CarView } from '../../cars/queries/car-view';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { ParseIdPipe } from '../../shared/http/id.pipe';
import { AR } from '../../shared/messages/ar';
import { UserQueries } from '../../users/queries/user-queries';
import { UserView } from '../../users/queries/user-view';
import { KeepPublishedListing } from '../commands/keep-published-listing/keep-published-listing.command';
import { CarRiskView, NO_RISK, RiskQueries } from '../queries/risk-queries';
import { ModerationQueueQueryDto } from './moderation-queue.dto';
import { FlagsShownDto } from '../../shared/http/flags-shown.dto';

/** The seller as the admin judges a listing: who, how to reach them, since when. */
export interface QueueSeller {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  joined_at: Date;
}

export type QueueCar = CarView & { risk: CarRiskView; seller: QueueSeller | null };

/** One page of a moderation view. */
export interface ModerationQueuePage {
  data: QueueCar[];
  pagination: {
    current_page: number;
    last_page: number;
    total_pages: number;
    total: number;
    total_is_estimate: boolean;
    per_page: number;
  };
}

/**
 * The admins' moderation queue: the cars awaiting review (or, `view=published`, the published
 * ones carrying flags no admin has looked at since they were raised), newest or riskiest first,
 * each whole (the car answer), with its risk flags and its seller's contact (admins may reach a
 * seller). A published listing is kept («إبقاء») here, or taken down on the car
 * (`PUT /api/cars/{id}/take-down`).
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
    private readonly commands: CommandBus,
  ) {}

  @Get()
  async queue(@Query() query: ModerationQueueQueryDto, @CurrentActor() actor: Actor): Promise<ModerationQueuePage> {
    const page = query.page ?? 1;
    const limit = query.limit ?? 10;
    const sort = query.sort ?? 'newest';
    const { ids, total } =
      query.view === 'published'
        ? await this.risk.publishedUnreviewed(sort, page, limit)
        : sort === 'risk'
          ? await this.risk.pendingByRisk(page, limit)
          : await this.risk.pendingNewest(page, limit);
    // The page's cars, their risks and their sellers, each read in one statement: read one by
    // one, a page of ten took some twenty round trips.
    const [cars, risks] = await Promise.all([this.cars.getMany(ids, actor), this.risk.ofMany(ids)]);
    const listed = cars.filter((car): car is CarView => car !== null);
    const sellers = await this.users.findByIds(listed.map((car) => car.user_id));
    const data: QueueCar[] = listed.map((car) => ({
      ...car,
      risk: risks.get(car.id) ?? NO_RISK,
      seller: queueSeller(sellers.get(car.user_id)),
    }));
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

  /** «إبقاء»: the admin looked at a published listing's flags and keeps it; a new flag brings it back. */
  @Put(':id/keep')
  async keep(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: FlagsShownDto,
    @CurrentActor() actor: Actor,
  ): Promise<{ message: string }> {
    await this.commands.execute(new KeepPublishedListing(actor, id, dto.flags_seen));
    return { message: AR.risk.kept };
  }
}

const queueSeller = (user: UserView | undefined): QueueSeller | null =>
  user ? { id: user.id, name: user.name, email: user.email, phone: user.phone, joined_at: user.created_at } : null;
