import { preferencesFrom } from './preferences';
import { QUESTIONS } from './questions';

const answer = (question_id: number, chosen_option_id: number) => ({ question_id, chosen_option_id });
const FULL = [answer(1, 13), answer(2, 23), answer(3, 32), answer(4, 42), answer(5, 51), answer(6, 61)];

describe('questionnaire answers', () => {
  it('has unique option ids across questions, so an answer is checked on its own', () => {
    const ids = QUESTIONS.flatMap((q) => q.options.map((o) => o.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('turns one answer per question into preferences', () => {
    expect(preferencesFrom(FULL).preferences).toEqual({
      budget: { minUsd: 10_000, maxUsd: 20_000 },
      minSeats: 7,
      use: 'family',
      fuel: ['diesel'],
      transmission: ['automatic', 'cvt', 'dct'],
      age: 'recent',
    });
  });

  it('reports every problem together: unknown question, foreign option, twice, missing', () => {
    const { preferences, errors } = preferencesFrom([answer(1, 21), answer(2, 22), answer(2, 21), answer(99, 1)]);
    expect(preferences).toBeNull();
    expect(errors.answers).toEqual([
      'الخيار المختار غير موجود في السؤال رقم 1',
      'تمت الإجابة عن السؤال رقم 2 أكثر من مرة',
      'السؤال رقم 99 غير موجود',
      'يرجى الإجابة عن كل الأسئلة (بقي: 1، 3، 4، 5، 6)',
    ]);
  });
});
