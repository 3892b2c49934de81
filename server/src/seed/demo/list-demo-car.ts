import { ApproveCar } from '../../cars/commands/approve-car/approve-car.command';
import { ListCar } from '../../cars/commands/list-car/list-car.command';
import { MakeOffer } from '../../cars/commands/make-offer/make-offer.command';
import { RejectCar } from '../../cars/commands/reject-car/reject-car.command';
import { ReviseCar } from '../../cars/commands/revise-car/revise-car.command';
import { CarFieldsDto } from '../../cars/dto/car-fields.dto';
import { OfferTermsDto } from '../../cars/dto/offer-terms.dto';
import { ReviseCarDto } from '../../cars/dto/revise-car.dto';
import { Actor } from '../../shared/auth/roles';
import { SeedContext } from '../seed-context';
import { carPhoto } from './car-photo';
import { DemoCar } from './demo-cars';

/**
 * Lists one demo car the way a seller would (drawn photos, the car form, the offer form), then
 * moderates and features it as the admin would. Every step is a command, so all is in the log.
 */
export async function listDemoCar(
  ctx: SeedContext,
  car: Omit<DemoCar, 'seller'>,
  seller: Actor,
  admin: Actor,
  scenes: number[],
  size?: { width: number; height: number },
  /** Whose street the photos show: the car's name, unless several listings share one. */
  variant = car.name,
): Promise<number> {
  const photos = [];
  for (const scene of scenes) {
    const { jpeg, width, height } = await carPhoto(car.color, scene, size, variant);
    photos.push(await ctx.photo(jpeg, width, height));
  }
  const fields = Object.assign(new CarFieldsDto(), {
    name: car.name,
    brand: car.brand,
    category_id: car.category,
    country_of_manufacture: car.country,
    model: car.model,
    year: car.year,
    condition: car.condition,
    mileage: car.mileage,
    fuel_type: car.fuel,
    transmission: car.transmission,
    horsepower: car.horsepower,
    seats: car.seats,
    color: car.color,
    description: car.description,
    other_benefits: '',
  });
  const { carId } = await ctx.commands.execute(new ListCar(seller, fields, photos));
  const terms = Object.assign(new OfferTermsDto(), {
    offer_type: car.offer.type,
    price: car.offer.price,
    price_unit: car.offer.currency,
    pricing_period: car.offer.period ?? null,
    is_available: true,
    additional_features: car.offer.features,
    location: car.offer.location,
  });
  await ctx.commands.execute(new MakeOffer(seller, carId, terms));
  // The demo's photos are processed by the worker after the seed: its admin approves them anyway.
  if (car.moderation === 'approve') await ctx.commands.execute(new ApproveCar(admin, carId, true));
  if (car.moderation === 'reject') await ctx.commands.execute(new RejectCar(admin, carId, 'الصور غير واضحة'));
  if (car.featured)
    await ctx.commands.execute(new ReviseCar(admin, carId, Object.assign(new ReviseCarDto(), { is_featured: true })));
  return carId;
}
