// The passwordReset page's Arabic texts (part of the client catalogue; loaded with that page only).

export const passwordResetAr = {
  linkMissing: 'رابط إعادة التعيين غير مكتمل. اطلب رابطًا جديدًا.',
  /** Followed by the link that asks for a new one (the server's message also says to ask). */
  linkInvalid: 'رابط إعادة التعيين غير صالح أو منتهي الصلاحية.',
  done: 'تم تغيير كلمة المرور بنجاح. سجّل الدخول بكلمة المرور الجديدة.',
  failed: 'تعذر تغيير كلمة المرور، حاول مرة أخرى',
} as const;
