import { describe, expect, it } from '@jest/globals';
import { problemsOf } from './save-problems';

const failed = (status: number | string, data?: unknown) => ({ status, data });

describe('problemsOf', () => {
  it("puts a 422's name error under the name and its query error above the buttons", () => {
    const error = failed(422, {
      message: 'البيانات غير صالحة',
      errors: { name: ['يرجى إدخال اسم للبحث (80 حرفًا على الأكثر)'], query: ['شروط البحث غير صالحة'] },
    });
    expect(problemsOf(error)).toEqual({ name: 'يرجى إدخال اسم للبحث (80 حرفًا على الأكثر)', form: 'شروط البحث غير صالحة' });
  });

  it('shows the limit of saved searches (a 422 on the query alone)', () => {
    const error = failed(422, { errors: { query: ['لا يمكن حفظ أكثر من 50 بحثًا، يرجى حذف بحث قديم أولًا'] } });
    expect(problemsOf(error)).toEqual({ name: undefined, form: 'لا يمكن حفظ أكثر من 50 بحثًا، يرجى حذف بحث قديم أولًا' });
  });

  it("says a search is already saved on a 409, in the server's words when it has them", () => {
    expect(problemsOf(failed(409))).toEqual({ form: 'هذا البحث محفوظ لديك من قبل' });
    expect(problemsOf(failed(409, { message: 'محفوظ' }))).toEqual({ form: 'محفوظ' });
  });

  it("falls back to the server's message, or a plain failure without a line", () => {
    expect(problemsOf(failed(422, { message: 'البيانات غير صالحة' }))).toEqual({ form: 'البيانات غير صالحة' });
    expect(problemsOf(failed('FETCH_ERROR'))).toEqual({ form: 'تعذر حفظ البحث' });
  });
});
