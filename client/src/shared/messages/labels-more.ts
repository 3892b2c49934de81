// Labels of API values used by a few screens only (stores, workshops, parts, inspection, users), apart
// from the ones every page needs (labels in ar.ts).

export const labelsMore = {
  userStatus: { active: 'نشط', suspended: 'موقوف' },
  placeStatus: {
    active: 'نشط',
    pending: 'قيد المراجعة',
    inactive: 'غير نشط',
    rejected: 'مرفوض',
  },
  ownerPlaceStatus: {
    active: 'نشط',
    inactive: 'غير نشط',
  },
  storeCategory: {
    showroom: 'معرض سيارات',
    parts: 'قطع غيار',
    accessories: 'إكسسوارات',
    tyres: 'إطارات وبطاريات',
    rental: 'تأجير سيارات',
    other: 'أخرى',
  },
  inspectionStatus: {
    requested: 'تم الطلب',
    scheduled: 'تمت الجدولة',
    completed: 'مكتمل',
    cancelled: 'ملغى',
  },
  /** What an admin is about to do, for the dialog that asks (the statuses above are what is done). */
  inspectionAction: {
    scheduled: 'جدولة الفحص',
    completed: 'إكمال الفحص',
    cancelled: 'إلغاء الطلب',
  },
  partCategories: {
    engine: 'المحرك',
    brakes: 'الفرامل',
    suspension: 'نظام التعليق',
    electrical: 'الكهرباء',
    air_conditioning: 'التكييف',
    lighting: 'الإضاءة',
    oils_filters: 'الزيوت والفلاتر',
    wheels_tyres: 'الإطارات والجنوط',
  },
  partTypes: { original: 'أصلي', replacement: 'بديل' },
  partMakes: {
    toyota: 'تويوتا',
    honda: 'هوندا',
    hyundai: 'هيونداي',
    kia: 'كيا',
    mercedes: 'مرسيدس',
    bmw: 'بي إم دبليو',
    volkswagen: 'فولكس فاجن',
    chevrolet: 'شفروليه',
  },
  partModels: {
    camry: 'كامري',
    corolla: 'كورولا',
    civic: 'سيفيك',
    accord: 'أكورد',
    elantra: 'إلنترا',
    sportage: 'سبورتاج',
  },
} as const;
