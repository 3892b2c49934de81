import { BRANDS } from '../../domain/car.constants';
import { mulberry32 } from '../../../../../shared/seeded-random';
import { listingSearchText } from './listing-search';

/**
 * A searched list with a make asks the word index for the make's canonical name beside the words
 * (list-filters.ts `narrowsByMakeWord`): every listing's document must hold it as a word of its own,
 * whatever its name, model and description say.
 */
describe("a listing's search document", () => {
  it("holds its make's canonical name as a word, for 1,000 generated listings of every make", () => {
    const next = mulberry32(11);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
    for (let i = 0; i < 1000; i++) {
      const brand = pick(BRANDS);
      const fields = {
        name: pick(['', 'سيارة عائلية', 'KIA-Rio', 'مرسيدس‐بنز C200', 'toyota.camry', '٢٠١٨']),
        brand,
        model: pick(['', 'Camry', 'i10', 'C-200', 'X5']),
        year: pick([null, 2015]),
        description: pick(['', 'بحالة ممتازة', `${brand}${brand}`, 'ليست من نوع كيا']),
        fuel_type: pick(['petrol', 'diesel', 'hybrid']),
        transmission: pick(['automatic', 'manual']),
        condition: pick(['new', 'used']),
        location: pick([null, 'دمشق']),
      };
      const words = listingSearchText(fields).split(/[^\p{L}\p{N}]+/u);
      expect({ fields, holds: words.includes(brand) }).toEqual({ fields, holds: true });
    }
  });
});
