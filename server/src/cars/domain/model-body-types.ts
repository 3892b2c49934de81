import { normaliseArabic } from '../../shared/arabic/normalise';
import { Brand } from './car.constants';

/** The car form's categories (projections.categories ids): 1 sedan, 2 SUV, 3 hatchback, 4 pick-up, 5 coupé, 6 van. */
const SEDAN = 1;
const SUV = 2;
const HATCHBACK = 3;
const PICKUP = 4;
const VAN = 6;

/**
 * The body type of the models sold in Syria, by make: each model as sellers write it, in Latin
 * and in Arabic (the demo market's models and categories, and the other common ones). A listing
 * whose seller left the body type empty counts as its model's; a model not here has none.
 */
const CATALOGUE: Partial<Record<Brand, Array<[category: number, ...names: string[]]>>> = {
  toyota: [
    [SEDAN, 'camry', 'كامري', 'corolla', 'كورولا', 'avalon', 'افالون'],
    [
      SUV,
      'land cruiser',
      'لاندكروزر',
      'لاند كروزر',
      'prado',
      'land cruiser prado',
      'برادو',
      'rav4',
      'راف فور',
      'fortuner',
      'فورتشنر',
    ],
    [HATCHBACK, 'yaris', 'يارس', 'prius', 'بريوس'],
    [PICKUP, 'hilux', 'هايلكس', 'هيلوكس'],
    [VAN, 'hiace', 'هايس'],
  ],
  honda: [
    [SEDAN, 'accord', 'اكورد', 'civic', 'سيفيك'],
    [SUV, 'cr-v', 'crv', 'سي ار في'],
  ],
  nissan: [
    [SEDAN, 'sunny', 'صني', 'altima', 'التيما', 'sentra', 'سنترا'],
    [SUV, 'patrol', 'باترول', 'x-trail', 'xtrail', 'اكستريل', 'اكس تريل'],
    [HATCHBACK, 'micra', 'ميكرا', 'tiida', 'تيدا'],
    [PICKUP, 'navara', 'نافارا'],
  ],
  lexus: [[SUV, 'rx350', 'rx', 'lx570', 'lx']],
  kia: [
    [SEDAN, 'cerato', 'سيراتو', 'k5', 'optima', 'اوبتيما'],
    [SUV, 'sportage', 'سبورتاج', 'sorento', 'سورينتو', 'niro', 'نيرو'],
    [HATCHBACK, 'picanto', 'بيكانتو', 'rio', 'ريو'],
    [VAN, 'carnival', 'كرنفال'],
  ],
  hyundai: [
    [SEDAN, 'accent', 'اكسنت', 'elantra', 'النترا', 'sonata', 'سوناتا', 'azera', 'ازيرا'],
    [SUV, 'tucson', 'توسان', 'santa fe', 'سانتافي', 'سانتا في', 'creta', 'كريتا'],
    [HATCHBACK, 'i10', 'i20'],
    [VAN, 'h1', 'h-1'],
  ],
  mercedes: [
    [SEDAN, 'c180', 'c200', 'c300', 'e200', 'e250', 'e300', 's500'],
    [SUV, 'gle 350', 'gle', 'glc', 'ml350'],
  ],
  bmw: [
    [SEDAN, '320i', '520i', '730li'],
    [SUV, 'x3', 'x5'],
  ],
  audi: [
    [SEDAN, 'a4', 'a6'],
    [SUV, 'q5', 'q7'],
  ],
  ford: [
    [SUV, 'explorer', 'اكسبلورر'],
    [HATCHBACK, 'focus', 'فوكس'],
    [PICKUP, 'ranger', 'رينجر'],
  ],
  chevrolet: [
    [SEDAN, 'aveo', 'افيو', 'cruze', 'كروز'],
    [HATCHBACK, 'spark', 'سبارك'],
  ],
};

/** A model name as it is compared: normalised, without spaces or hyphens («Land-Cruiser» → «landcruiser»). */
const key = (model: string) => normaliseArabic(model).replace(/[\s-]/g, '');

const BY_MODEL = new Map<string, number>(
  Object.entries(CATALOGUE).flatMap(([brand, models]) =>
    models.flatMap(([category, ...names]) => names.map((name): [string, number] => [`${brand} ${key(name)}`, category])),
  ),
);

/** The body type (category id) of a make's model by the catalogue, or null for a model it does not know. */
export function catalogueBodyType(brand: string, model: string | null | undefined): number | null {
  if (!model) return null;
  return BY_MODEL.get(`${brand} ${key(model)}`) ?? null;
}
