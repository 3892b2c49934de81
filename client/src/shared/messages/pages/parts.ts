// The parts page's Arabic texts (part of the client catalogue; loaded with that page only).

export const partsAr = {
  loadFailed: 'حدث خطأ أثناء تحميل قطع الغيار',
  empty: 'لا توجد قطع مطابقة لبحثك.',
  emptyHint: 'جرّب فئة أخرى أو امسح بعض الفلاتر.',
} as const;
