import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CarQueries } from '../../cars/queries/car-queries';
import { UserQueries } from '../../users/queries/user-queries';
import { AllowSuspended, CurrentActor, Public } from '../../shared/auth/auth.decorators';
import { Actor, isAdmin } from '../../shared/auth/roles';
import { notFound } from '../../shared/http/http-errors';
import { ParseIdPipe } from '../../shared/http/id.pipe';
import { RateLimited } from '../../shared/http/route-rate-limits';
import { visitorOf } from '../../shared/visitor';
import { ContactReveals } from '../reveals/contact-reveals';

/**
 * The car page's «إظهار الرقم» / «اتصل الآن»: the seller's phone, which no list or car answer
 * carries (CONTRACT.md, seller contact). No account is needed; each call spends the address's
 * RATE_LIMIT_REVEAL budget before anything is read, so a scraper gets a few numbers an hour
 * instead of the market. A car that is not public (pending, rejected, expired) is a 404 for
 * strangers, as its page is; its owner and admins may still read the number. A number shown to
 * a buyer is a lead for the seller, counted once per visitor and car a day; the owner's and the
 * admins' own looks are not leads. A suspended account may still read, as it may open the page.
 */
@ApiTags('cars')
@Controller('api/cars')
export class CarContactController {
  constructor(
    private readonly cars: CarQueries,
    private readonly users: UserQueries,
    private readonly reveals: ContactReveals,
  ) {}

  @Public()
  @AllowSuspended()
  @RateLimited('reveal')
  @Post(':id/contact')
  @HttpCode(200)
  async reveal(
    @Param('id', ParseIdPipe) id: number,
    @Req() request: Request,
    @CurrentActor() viewer?: Actor,
  ): Promise<{ data: { phone: string | null } }> {
    const car = await this.cars.get(id, viewer, { replica: true });
    if (!car) throw notFound();
    const phone = (await this.users.findById(car.user_id))?.phone?.trim() || null;
    const lead = phone !== null && car.user_id !== viewer?.id && !isAdmin(viewer);
    if (lead) await this.reveals.count(id, visitorOf(request, viewer));
    return { data: { phone } };
  }
}
