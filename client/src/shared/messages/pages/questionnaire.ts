// The questionnaire page's Arabic texts (part of the client catalogue; loaded with that page only).

export const questionnaireAr = {
  loadFailed: 'حدث خطأ أثناء تحميل الأسئلة',
  submitFailed: 'حدث خطأ أثناء إرسال الإجابات',
  unavailable: 'خدمة الاقتراحات مشغولة حاليًا، حاول بعد قليل',
} as const;
