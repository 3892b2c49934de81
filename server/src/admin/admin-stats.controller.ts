import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CarCounts, CarQueries } from '../cars/queries/car-queries';
import { Roles } from '../shared/auth/auth.decorators';
import { UserCounts, UserQueries } from '../users/queries/user-queries';

export interface AdminStats {
  cars: CarCounts;
  users: UserCounts;
}

/** The admin overview's totals; each context answers for its own counts. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/admin/stats')
export class AdminStatsController {
  constructor(
    private readonly cars: CarQueries,
    private readonly users: UserQueries,
  ) {}

  @Get()
  async stats(): Promise<{ data: AdminStats }> {
    const [cars, users] = await Promise.all([this.cars.counts(), this.users.counts()]);
    return { data: { cars, users } };
  }
}
