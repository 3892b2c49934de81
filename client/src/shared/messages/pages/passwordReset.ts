// The passwordReset page's Arabic texts (part of the client catalogue; loaded with that page only).

export const passwordResetAr = {
  linkMissing: 'رابط إعادة التعيين غير مكتمل. اطلب رابطًا جديدًا.',
  done: 'تم تغيير كلمة المرور بنجاح. سجّل الدخول بكلمة المرور الجديدة.',
  failed: 'تعذر تغيير كلمة المرور، حاول مرة أخرى',
} as const;
