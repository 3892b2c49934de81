import { loginAdmin, register } from '../support/fixtures';
import { carIn, query } from '../support/cars';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

const PLAIN = 'سيارة بحالة جيدة للبيع مع كامل الأوراق والصيانة الدورية.';

/** Each car carries one word written one way; the tests search for it written another way. */
const MARKET: Record<string, { brand?: string; name: string; year?: string; model?: string }> = {
  hamzaAbove: { name: 'مقاعد أرجوانية اللون' },
  hamzaBelow: { name: 'إطارات شتوية جديدة' },
  madda: { name: 'عائلية آمنة ومريحة' },
  taaMarbuta: { name: 'فخمة من الداخل' },
  haa: { name: 'داخليه نظيفه بالكامل' },
  alefMaqsura: { name: 'كشافات مستوى عالي' },
  yaa: { name: 'كرسي أطفال مرفق' },
  diacritics: { name: 'مُكَيَّفٌ بارد جدًا' },
  tatweel: { name: 'جمـــيلة بلون لؤلؤي' },
  arabicDigits: { name: 'حمولة ٧٥٠ كغ للنقل' },
  latinYear: { name: 'موديل نادر قديم', year: '2011' },
  toyota: { brand: 'toyota', name: 'كامري عائلية نظيفة', model: 'Camry' },
  bmw: { brand: 'bmw', name: 'X5 رياضية', model: 'X5' },
  mercedesLatin: { brand: 'mercedes', name: 'Mercedes C200 Kompressor', model: 'C200' },
};
type Label = keyof typeof MARKET;

/** Query → the one car it must find, one pair per rule of the normaliser. */
const PAIRS: Array<[rule: string, query: string, finds: Label]> = [
  ['alef with hamza above typed bare', 'ارجوانية', 'hamzaAbove'],
  ['alef with hamza below typed bare', 'اطارات', 'hamzaBelow'],
  ['alef with madda typed bare', 'امنة', 'madda'],
  ['bare alef finds a hamza written in the query', 'إطارات', 'hamzaBelow'],
  ['taa marbuta typed as haa', 'فخمه', 'taaMarbuta'],
  ['haa typed as taa marbuta', 'نظيفة داخلية', 'haa'],
  ['alef maqsura typed as yaa', 'مستوي', 'alefMaqsura'],
  ['yaa typed as alef maqsura', 'كرسى', 'yaa'],
  ['diacritics in the listing ignored', 'مكيف', 'diacritics'],
  ['diacritics in the query ignored', 'جَمِيلَة', 'tatweel'],
  ['tatweel in the listing ignored', 'جميلة', 'tatweel'],
  ['tatweel in the query ignored', 'مكـــيف', 'diacritics'],
  ['Arabic-Indic digits in the listing found by Latin digits', '750', 'arabicDigits'],
  ['Latin digits in the listing found by Arabic-Indic digits', '٢٠١١', 'latinYear'],
  ['a make in Arabic finds a listing of that make', 'تويوتا', 'toyota'],
  ['a make in Latin finds the same listing', 'Toyota', 'toyota'],
  ['a make in capitals finds it too', 'BMW', 'bmw'],
  ['a make in Arabic words finds it', 'بي ام دبليو', 'bmw'],
  ['a listing written in Latin found by the make in Arabic', 'مرسيدس', 'mercedesLatin'],
  ['make and model together', 'تويوتا كامري', 'toyota'],
];

describe('Arabic search over the car list', () => {
  let app: TestApp;
  let api: StrictApi;
  const ids = {} as Record<Label, number>;

  beforeAll(async () => {
    app = await startTestApp();
    api = new StrictApi(app.url);
    const admin = api.as((await loginAdmin(api)).token);
    const seller = api.as((await register(api, 'user', 'seller')).token);
    for (const [label, car] of Object.entries(MARKET)) {
      const created = await carIn('active', seller, admin, {
        fields: {
          brand: car.brand ?? 'ford',
          name: car.name,
          model: car.model ?? 'Focus',
          year: car.year ?? '2019',
          description: PLAIN,
        },
      });
      ids[label] = created.id;
    }
  });
  afterAll(() => app.close());

  it.each(PAIRS)('%s: "%s"', async (_rule, search, finds) => {
    const res = await api.get(`/api/cars${query({ search, per_page: 100 })}`);
    expect(res.status).toBe(200);
    const found = res.body.data.map((car: { id: number }) => Object.keys(ids).find((l) => ids[l] === car.id));
    expect(found).toEqual([finds]);
  });

  it('finds nothing for a word no listing has; punctuation alone is no search at all, never a wildcard', async () => {
    expect((await api.get(`/api/cars${query({ search: 'غواصة' })}`)).body.pagination.total).toBe(0);
    const all = Object.keys(MARKET).length;
    for (const search of ['%', '_', '\\', '%%__']) {
      expect((await api.get(`/api/cars${query({ search })}`)).body.pagination.total).toBe(all);
    }
    expect((await api.get(`/api/cars${query({ search: 'مكيف%' })}`)).body.pagination.total).toBe(1);
  });
});
