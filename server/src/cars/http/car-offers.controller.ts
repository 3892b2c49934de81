import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentActor, Public } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { notFound } from '../../shared/http/http-errors';
import { ParseIdPipe, ParseUuidPipe } from '../../shared/http/id.pipe';
import { MakeOffer } from '../commands/make-offer/make-offer.command';
import { RemoveCarImage } from '../commands/remove-car-image/remove-car-image.command';
import { ReviseOffer } from '../commands/revise-offer/revise-offer.command';
import { CarListQueryDto } from '../dto/car-list-query.dto';
import { OfferTermsDto, ReviseOfferDto } from '../dto/offer-terms.dto';
import { CarQueries, Page } from '../queries/car-queries';
import { CarView } from '../queries/car-view';
import { CarListingService } from './car-listing.service';
import { CarImagesUpload } from './cars.controller';

/** An item of GET /api/car-offers: the offer's fields at the top (the older client's shape), and its car. */
export type OfferListItem = Partial<NonNullable<CarView['offer']>> &
  Pick<CarView, 'images' | 'image'> & { featured: boolean; car: CarView };

/** A car's offer and photos, and the public list of offers. */
@ApiTags('cars')
@ApiBearerAuth()
@Controller('api')
export class CarOffersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly cars: CarQueries,
    private readonly listing: CarListingService,
  ) {}

  /**
   * Offers of active cars; `sort=newest&limit=4` gives the home page's latest four.
   * With no sort (the spec's older client, which shows the last four items as the recent
   * offers), pages run from the newest and each page is given oldest → newest: page 1 holds
   * the newest 100 offers and ends with the newest one, however large the market.
   */
  @Public()
  @Get('car-offers')
  async offers(@Query() query: CarListQueryDto): Promise<{ data: OfferListItem[]; pagination: Page<CarView>['pagination'] }> {
    const olderClient = query.sort === undefined;
    const page = await this.cars.list(
      Object.assign(new CarListQueryDto(), { per_page: 100 }, query, {
        status: 'active',
        sort: query.sort ?? 'newest',
      } as const),
      undefined,
      {
        withOffer: true,
        replica: true,
      },
    );
    const cars = olderClient ? [...page.data].reverse() : page.data;
    const data = cars.map((car) => ({ ...car.offer, featured: car.is_featured, images: car.images, image: car.image, car }));
    return { data, pagination: page.pagination };
  }

  @Post('cars/:id/offers')
  @HttpCode(201)
  async makeOffer(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: OfferTermsDto,
    @CurrentActor() actor: Actor,
  ): Promise<CarView> {
    await this.commands.execute(new MakeOffer(actor, id, dto));
    return this.view(id, actor);
  }

  @Put('cars/:id/offers')
  async reviseOffer(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ReviseOfferDto,
    @CurrentActor() actor: Actor,
  ): Promise<CarView> {
    await this.commands.execute(new ReviseOffer(actor, id, dto));
    return this.view(id, actor);
  }

  @Post('cars/:id/images')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(CarImagesUpload)
  addImages(@Param('id', ParseIdPipe) id: number, @Req() request: Request, @CurrentActor() actor: Actor): Promise<CarView> {
    return this.listing.addImages(actor, id, request);
  }

  @Delete('cars/:id/images/:imageId')
  async removeImage(
    @Param('id', ParseIdPipe) id: number,
    @Param('imageId', ParseUuidPipe) imageId: string,
    @CurrentActor() actor: Actor,
  ): Promise<CarView> {
    await this.commands.execute(new RemoveCarImage(actor, id, imageId));
    return this.view(id, actor);
  }

  private async view(id: number, actor: Actor): Promise<CarView> {
    const car = await this.cars.get(id, actor);
    if (!car) throw notFound();
    return car;
  }
}
