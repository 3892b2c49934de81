// The messageForm page's Arabic texts (part of the client catalogue; loaded with that page only).

export const messageFormAr = {
  name: 'يرجى إدخال الاسم',
  email: 'يرجى إدخال بريد إلكتروني صحيح',
  phone: 'يرجى إدخال رقم هاتف صحيح',
  subject: 'يرجى إدخال موضوع الرسالة (3 أحرف على الأقل)',
  message: 'يجب أن تحتوي الرسالة على 10 أحرف على الأقل',
  failed: 'تعذر إرسال الرسالة، حاول مرة أخرى',
  tooMany: 'أرسلت رسائل كثيرة خلال وقت قصير، حاول بعد قليل',
} as const;
