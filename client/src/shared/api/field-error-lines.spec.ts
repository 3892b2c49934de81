import { describe, expect, it } from '@jest/globals';
import { fieldErrorLines } from './field-error-lines';

const unprocessable = (errors: Record<string, string[]>) => ({
  status: 422,
  data: { message: 'البيانات المدخلة غير صالحة', errors },
});

describe("the 422 toasts ('field: message')", () => {
  it('name the field in Arabic, never by its API key', () => {
    const lines = fieldErrorLines(
      unprocessable({ images: ['يجب رفع صور فقط'], 'images[]': ['يجب رفع صور فقط'], price_unit: ['العملة غير مدعومة'] }),
    );
    expect(lines).toEqual(['الصور: يجب رفع صور فقط', 'الصور: يجب رفع صور فقط', 'العملة: العملة غير مدعومة']);
  });

  it('show the message alone for a field without an Arabic name', () => {
    expect(fieldErrorLines(unprocessable({ some_new_field: ['قيمة غير صالحة'] }))).toEqual(['قيمة غير صالحة']);
  });

  it('leave no Latin letters in any line', () => {
    const lines = fieldErrorLines(
      unprocessable({ email: ['مستخدم'], password: ['قصيرة'], 'images.3': ['كبيرة'], workshop_id: ['؟'] }),
    );
    for (const line of lines) expect(line).not.toMatch(/[A-Za-z_]/);
  });
});
