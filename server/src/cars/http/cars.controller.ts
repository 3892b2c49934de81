import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { IMAGE_MAX_BYTES, IMAGE_MAX_FILES_PER_REQUEST } from '../../media/stored-image';
import { CurrentActor, Public, Roles } from '../../shared/auth/auth.decorators';
import { Actor } from '../../shared/auth/roles';
import { notFound } from '../../shared/http/http-errors';
import { ParseIdPipe } from '../../shared/http/id.pipe';
import { MultipartInterceptor } from '../../shared/http/multipart.interceptor';
import { AR } from '../../shared/messages/ar';
import { ApproveCar } from '../commands/approve-car/approve-car.command';
import { RejectCar } from '../commands/reject-car/reject-car.command';
import { TakeDownCar } from '../commands/take-down-car/take-down-car.command';
import { RenewCar } from '../commands/renew-car/renew-car.command';
import { RemoveCar } from '../commands/remove-car/remove-car.command';
import { ReviseCar } from '../commands/revise-car/revise-car.command';
import { ApproveCarDto } from '../dto/approve-car.dto';
import { CarListQueryDto } from '../dto/car-list-query.dto';
import { RejectCarDto } from '../dto/reject-car.dto';
import { TakeDownCarDto } from '../dto/take-down-car.dto';
import { ReviseCarDto } from '../dto/revise-car.dto';
import { CarFacets, CarQueries, Page } from '../queries/car-queries';
import { CarView } from '../queries/car-view';
import { CarListingService } from './car-listing.service';

/** Multipart car edits carry fields only; a file there is a mistake (422). */
const CarFieldsForm = MultipartInterceptor({ fileFields: [], errorField: 'images', maxFileBytes: 1, maxFiles: 0 });

export const CarImagesUpload = MultipartInterceptor({
  fileFields: ['images[]', 'images'],
  errorField: 'images',
  maxFileBytes: IMAGE_MAX_BYTES,
  maxFiles: IMAGE_MAX_FILES_PER_REQUEST,
});

@ApiTags('cars')
@ApiBearerAuth()
@Controller('api/cars')
export class CarsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly cars: CarQueries,
    private readonly listing: CarListingService,
  ) {}

  @Public()
  @Get()
  list(@Query() query: CarListQueryDto, @CurrentActor() viewer?: Actor): Promise<Page<CarView>> {
    return this.cars.list(query, viewer, { replica: true });
  }

  /** How many active listings there are per make, city, fuel and offer type (the listings page's filters). */
  @Public()
  @Get('facets')
  async facets(): Promise<{ data: CarFacets }> {
    return { data: await this.cars.facets({ replica: true }) };
  }

  @Public()
  @Get(':id')
  async get(@Param('id', ParseIdPipe) id: number, @CurrentActor() viewer?: Actor): Promise<CarView> {
    const car = await this.cars.get(id, viewer, { replica: true });
    if (!car) throw notFound();
    return car;
  }

  /** Multipart: the car form's fields plus `images[]` (PNG/JPEG, each under 10 MB). */
  @Post()
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(CarImagesUpload)
  create(@Req() request: Request, @CurrentActor() actor: Actor): Promise<CarView> {
    return this.listing.listCar(actor, request);
  }

  /** Form-urlencoded (the older client), JSON or multipart; any subset of the fields. */
  @Put(':id')
  @UseInterceptors(CarFieldsForm)
  async revise(@Param('id', ParseIdPipe) id: number, @Body() dto: ReviseCarDto, @CurrentActor() actor: Actor): Promise<CarView> {
    await this.commands.execute(new ReviseCar(actor, id, dto));
    return this.viewAfterWrite(id, actor);
  }

  @Delete(':id')
  async remove(@Param('id', ParseIdPipe) id: number, @CurrentActor() actor: Actor): Promise<{ message: string }> {
    await this.commands.execute(new RemoveCar(actor, id));
    return { message: AR.car.deleted };
  }

  @Roles('admin')
  @Put(':id/approve')
  async approve(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ApproveCarDto,
    @CurrentActor() actor: Actor,
  ): Promise<CarView> {
    await this.commands.execute(new ApproveCar(actor, id, dto.approve_anyway ?? false, dto.flags_seen));
    return this.viewAfterWrite(id, actor);
  }

  @Roles('admin')
  @Put(':id/reject')
  async reject(@Param('id', ParseIdPipe) id: number, @Body() dto: RejectCarDto, @CurrentActor() actor: Actor): Promise<CarView> {
    await this.commands.execute(new RejectCar(actor, id, dto.reason ?? null, dto.flags_seen));
    return this.viewAfterWrite(id, actor);
  }

  /**
   * An admin takes a published car down with a reason its owner reads: the car is rejected
   * (hidden from buyers) and the owner's edit resubmits it for review.
   */
  @Roles('admin')
  @Put(':id/take-down')
  async takeDown(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: TakeDownCarDto,
    @CurrentActor() actor: Actor,
  ): Promise<CarView> {
    await this.commands.execute(new TakeDownCar(actor, id, dto.reason, dto.flags_seen));
    return this.viewAfterWrite(id, actor);
  }

  /** Another ad duration from now, for an active or expired listing (its owner or an admin). */
  @Put(':id/renew')
  async renew(@Param('id', ParseIdPipe) id: number, @CurrentActor() actor: Actor): Promise<CarView> {
    await this.commands.execute(new RenewCar(actor, id));
    return this.viewAfterWrite(id, actor);
  }

  private async viewAfterWrite(id: number, actor: Actor): Promise<CarView> {
    const car = await this.cars.get(id, actor);
    if (!car) throw notFound();
    return car;
  }
}
