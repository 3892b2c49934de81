/**
 * The 'know your needs' questionnaire. Option ids are unique across questions so an answer can
 * be checked on its own. Each option says what it means for the search (see preferences.ts).
 */
export type Use = 'city' | 'family' | 'offroad' | 'travel' | 'luxury';
/** The fuels and gearboxes an answer may prefer (the listing form's values). */
export type FuelType = 'petrol' | 'diesel' | 'hybrid' | 'electric';
export type Transmission = 'automatic' | 'manual' | 'cvt' | 'dct';
export type Age = 'recent' | 'any' | 'cheapest';

export type OptionMeaning =
  | { budget: { minUsd: number; maxUsd: number | null } }
  | { minSeats: number }
  | { use: Use }
  | { fuel: FuelType[] | null }
  | { transmission: Transmission[] | null }
  | { age: Age };

export interface Question {
  id: number;
  text: string;
  options: Array<{ id: number; text: string; means: OptionMeaning }>;
}

export const QUESTIONS: Question[] = [
  {
    id: 1,
    text: 'ما هي ميزانيتك لشراء السيارة؟',
    options: [
      { id: 11, text: 'أقل من 5,000 دولار', means: { budget: { minUsd: 0, maxUsd: 5_000 } } },
      { id: 12, text: 'من 5,000 إلى 10,000 دولار', means: { budget: { minUsd: 5_000, maxUsd: 10_000 } } },
      { id: 13, text: 'من 10,000 إلى 20,000 دولار', means: { budget: { minUsd: 10_000, maxUsd: 20_000 } } },
      { id: 14, text: 'من 20,000 إلى 35,000 دولار', means: { budget: { minUsd: 20_000, maxUsd: 35_000 } } },
      { id: 15, text: 'أكثر من 35,000 دولار', means: { budget: { minUsd: 35_000, maxUsd: null } } },
    ],
  },
  {
    id: 2,
    text: 'كم شخصًا تنقل في السيارة عادةً؟',
    options: [
      { id: 21, text: 'شخص أو شخصان', means: { minSeats: 2 } },
      { id: 22, text: 'حتى خمسة أشخاص', means: { minSeats: 5 } },
      { id: 23, text: 'سبعة أشخاص أو أكثر', means: { minSeats: 7 } },
    ],
  },
  {
    id: 3,
    text: 'ما الاستخدام الرئيسي للسيارة؟',
    options: [
      { id: 31, text: 'التنقل اليومي داخل المدينة', means: { use: 'city' } },
      { id: 32, text: 'مشاوير العائلة والرحلات', means: { use: 'family' } },
      { id: 33, text: 'الطرق الجبلية والوعرة', means: { use: 'offroad' } },
      { id: 34, text: 'السفر بين المحافظات والعمل', means: { use: 'travel' } },
      { id: 35, text: 'الفخامة والأداء', means: { use: 'luxury' } },
    ],
  },
  {
    id: 4,
    text: 'ما نوع الوقود الذي تفضله؟',
    options: [
      { id: 41, text: 'بنزين', means: { fuel: ['petrol'] } },
      { id: 42, text: 'ديزل', means: { fuel: ['diesel'] } },
      { id: 43, text: 'هجين أو كهرباء', means: { fuel: ['hybrid', 'electric'] } },
      { id: 44, text: 'لا يهمني', means: { fuel: null } },
    ],
  },
  {
    id: 5,
    text: 'ما ناقل الحركة الذي تفضله؟',
    options: [
      { id: 51, text: 'أوتوماتيك', means: { transmission: ['automatic', 'cvt', 'dct'] } },
      { id: 52, text: 'يدوي (عادي)', means: { transmission: ['manual'] } },
      { id: 53, text: 'لا يهمني', means: { transmission: null } },
    ],
  },
  {
    id: 6,
    text: 'ما الأهم لك في عمر السيارة؟',
    options: [
      { id: 61, text: 'موديل حديث (2018 أو أحدث)', means: { age: 'recent' } },
      { id: 62, text: 'لا مانع من موديل أقدم بحالة جيدة', means: { age: 'any' } },
      { id: 63, text: 'الأهم أقل سعر ممكن', means: { age: 'cheapest' } },
    ],
  },
];

/** The questions as GET /api/questions shows them (without what the options mean). */
export const publicQuestions = () =>
  QUESTIONS.map((q) => ({ id: q.id, text: q.text, options: q.options.map((o) => ({ id: o.id, text: o.text })) }));
