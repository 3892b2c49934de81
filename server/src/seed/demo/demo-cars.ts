import { Brand } from '../../cars/domain/car.constants';
import { Currency } from '../../shared/money/money';

export interface DemoCar {
  seller: 'samer' | 'rania' | 'aleppo-motors';
  name: string;
  brand: Brand;
  model: string;
  year: number;
  mileage: number;
  fuel: 'petrol' | 'diesel' | 'hybrid' | 'electric';
  transmission: 'automatic' | 'manual' | 'cvt' | 'dct';
  horsepower: number;
  seats: number;
  color: string;
  condition: 'new' | 'used';
  country: string;
  category: number;
  description: string;
  offer: {
    type: 'sale' | 'rent';
    price: string;
    currency: Currency;
    period?: 'daily' | 'weekly' | 'monthly';
    location: string;
    features: string;
  };
  moderation: 'approve' | 'pending' | 'reject';
  featured?: boolean;
}

/** A first handful of listings: real makes and prices of the Syrian market, in the five main cities. */
export const DEMO_CARS: DemoCar[] = [
  {
    seller: 'samer',
    name: 'تويوتا كامري 2018 فل كامل',
    brand: 'toyota',
    model: 'Camry',
    year: 2018,
    mileage: 95_000,
    fuel: 'petrol',
    transmission: 'automatic',
    horsepower: 178,
    seats: 5,
    color: 'أبيض',
    condition: 'used',
    country: 'اليابان',
    category: 1,
    description: 'سيارة نظيفة جدًا، صيانة دورية في الوكالة، فحص كامل، بدون حوادث، فرش جلد وشاشة وكاميرا خلفية.',
    offer: {
      type: 'sale',
      price: '18500',
      currency: 'USD',
      location: 'دمشق - المزة',
      features: 'فتحة سقف, حساسات ركن, كاميرا خلفية, بصمة',
    },
    moderation: 'approve',
    featured: true,
  },
  {
    seller: 'rania',
    name: 'كيا ريو 2016 اقتصادية',
    brand: 'kia',
    model: 'Rio',
    year: 2016,
    mileage: 120_000,
    fuel: 'petrol',
    transmission: 'automatic',
    horsepower: 105,
    seats: 5,
    color: 'فضي',
    condition: 'used',
    country: 'كوريا الجنوبية',
    category: 3,
    description: 'سيارة اقتصادية بالبنزين، مناسبة للمدينة، المحرك والقير بحالة ممتازة، دهان وكالة.',
    offer: { type: 'sale', price: '9800', currency: 'USD', location: 'حلب - الفرقان', features: 'مكيف, نوافذ كهربائية' },
    moderation: 'approve',
  },
  {
    seller: 'aleppo-motors',
    name: 'هيونداي توسان 2020 ديزل',
    brand: 'hyundai',
    model: 'Tucson',
    year: 2020,
    mileage: 60_000,
    fuel: 'diesel',
    transmission: 'automatic',
    horsepower: 185,
    seats: 5,
    color: 'رمادي',
    condition: 'used',
    country: 'كوريا الجنوبية',
    category: 2,
    description: 'دفع رباعي ديزل، استهلاك منخفض، شاشة كبيرة وكاميرا 360، الإطارات جديدة.',
    offer: {
      type: 'sale',
      price: '24000',
      currency: 'USD',
      location: 'حمص - الإنشاءات',
      features: 'دفع رباعي, كاميرا 360, مثبت سرعة',
    },
    moderation: 'approve',
    featured: true,
  },
  {
    seller: 'samer',
    name: 'مرسيدس C200 موديل 2015',
    brand: 'mercedes',
    model: 'C200',
    year: 2015,
    mileage: 140_000,
    fuel: 'petrol',
    transmission: 'automatic',
    horsepower: 184,
    seats: 5,
    color: 'أسود',
    condition: 'used',
    country: 'ألمانيا',
    category: 1,
    description: 'مرسيدس بحالة الوكالة، صيانة منتظمة، فرش جلد بيج، إضاءة داخلية، جمرك كامل.',
    offer: {
      type: 'sale',
      price: '2310000',
      currency: 'SYP',
      location: 'اللاذقية - الزراعة',
      features: 'جلد, ذاكرة مقاعد, إضاءة محيطية',
    },
    moderation: 'approve',
  },
  {
    seller: 'rania',
    name: 'نيسان صني 2019 للإيجار اليومي',
    brand: 'nissan',
    model: 'Sunny',
    year: 2019,
    mileage: 70_000,
    fuel: 'petrol',
    transmission: 'automatic',
    horsepower: 118,
    seats: 5,
    color: 'أبيض',
    condition: 'used',
    country: 'اليابان',
    category: 1,
    description: 'سيارة نظيفة للإيجار اليومي مع تأمين شامل، التسليم في دمشق مجانًا، متاحة فورًا.',
    offer: { type: 'rent', price: '35', currency: 'USD', period: 'daily', location: 'دمشق', features: 'تأمين شامل, توصيل مجاني' },
    moderation: 'approve',
  },
  {
    seller: 'aleppo-motors',
    name: 'كيا سبورتاج 2021 للإيجار الشهري',
    brand: 'kia',
    model: 'Sportage',
    year: 2021,
    mileage: 40_000,
    fuel: 'diesel',
    transmission: 'automatic',
    horsepower: 186,
    seats: 5,
    color: 'أزرق',
    condition: 'used',
    country: 'كوريا الجنوبية',
    category: 2,
    description: 'سبورتاج حديثة للإيجار الشهري، مناسبة للعائلات والسفر بين المحافظات، صيانة على المؤجر.',
    offer: {
      type: 'rent',
      price: '900',
      currency: 'USD',
      period: 'monthly',
      location: 'حلب',
      features: 'صيانة مشمولة, مقاعد أطفال عند الطلب',
    },
    moderation: 'approve',
    featured: true,
  },
  {
    seller: 'samer',
    name: 'تويوتا لاندكروزر 2014 بحالة ممتازة',
    brand: 'toyota',
    model: 'Land Cruiser',
    year: 2014,
    mileage: 180_000,
    fuel: 'petrol',
    transmission: 'automatic',
    horsepower: 271,
    seats: 8,
    color: 'بيج',
    condition: 'used',
    country: 'اليابان',
    category: 2,
    description: 'لاندكروزر ثمانية ركاب، محرك قوي، مناسبة للطرق الجبلية، الأوراق نظامية وجاهزة للفراغ.',
    offer: { type: 'sale', price: '38000', currency: 'USD', location: 'طرطوس - الكورنيش', features: 'دفع رباعي, 8 مقاعد, ونش' },
    moderation: 'approve',
  },
  {
    seller: 'rania',
    name: 'هوندا سيفيك 2017 هاتشباك',
    brand: 'honda',
    model: 'Civic',
    year: 2017,
    mileage: 88_000,
    fuel: 'petrol',
    transmission: 'cvt',
    horsepower: 158,
    seats: 5,
    color: 'أحمر',
    condition: 'used',
    country: 'اليابان',
    category: 3,
    description: 'سيفيك رياضية بناقل CVT، استهلاك ممتاز، شاشة أندرويد، تحتاج فقط إلى تبديل زيت.',
    offer: { type: 'sale', price: '14500', currency: 'USD', location: 'حمص - الوعر', features: 'شاشة أندرويد, كاميرا خلفية' },
    moderation: 'pending',
  },
];

export const DEMO_SELLERS = {
  samer: { name: 'سامر الحلبي', email: 'samer@sayyara.sy', phone: '0944123456', roles: ['user'] as const },
  rania: { name: 'رانيا الخطيب', email: 'rania@sayyara.sy', phone: '0933765432', roles: ['user'] as const },
  'aleppo-motors': {
    name: 'معرض حلب للسيارات',
    email: 'motors@sayyara.sy',
    phone: '0955111222',
    roles: ['shop_manager'] as const,
  },
};

/** Password of every demo account (written in the README). */
export const DEMO_PASSWORD = 'demo12345';
