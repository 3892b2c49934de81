// The client's Arabic message catalogue (public pages): the notices, errors and validation
// texts code shows, and the labels of API values, so wording is reviewed in one place. A
// screen's own markup (headings, labels, buttons) stays in its JSX (CONTRIBUTING.md, Client).
// Texts quoted by the product spec are kept verbatim.

export const ar = {
  offline: {
    banner: 'أنت غير متصل بالإنترنت. نعرض لك الصفحات المحفوظة، وسنرسل رسائلك فور عودة الاتصال.',
    /** The server cannot be reached but the line is up: what is shown is the service worker's copy. */
    stale: 'تعذر الوصول إلى الخادم الآن، فنعرض لك آخر نسخة محفوظة.',
    messageQueued: 'لا يوجد اتصال الآن: ستُرسل رسالتك إلى البائع تلقائيًا عند عودة الاتصال',
  },
  common: {
    loading: 'جاري التحميل...',
    unexpectedError: 'حدث خطأ غير متوقع. حاول مرة أخرى.',
    networkError: 'تعذر الاتصال بالخادم. تحقق من اتصالك بالإنترنت.',
    retry: 'إعادة المحاولة',
    cancel: 'إلغاء',
    notSpecified: 'غير محدد',
    unknownMileage: '???',
    priceOnRequest: 'السعر غير محدد',
    unnamedCar: 'سيارة بدون اسم',
    unknownLocation: 'الموقع غير محدد',
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundBody: 'عذرًا، لم نتمكن من العثور على الصفحة التي تبحث عنها.',
    backHome: 'العودة إلى الرئيسية',
    /** A list's total when the server counted only up to its cap: «أكثر من 10,000 سيارة». */
    moreThan: (counted: string) => `أكثر من ${counted}`,
  },
  auth: {
    loginSuccess: 'تم تسجيل الدخول بنجاح',
    loginFailed: 'فشل تسجيل الدخول. تحقق من بياناتك.',
    registerSuccess: 'تم إنشاء حسابك بنجاح.',
    registerFailed: 'فشل تسجيل الحساب. تحقق من بياناتك.',
    passwordsMismatch: 'كلمات المرور غير متطابقة.',
    logoutSuccess: 'تم تسجيل الخروج',
    logoutDescription: 'نراك قريبًا!',
    sessionExpired: 'انتهت جلستك. يرجى تسجيل الدخول مجددًا.',
    emailRequired: 'يرجى إدخال البريد الإلكتروني',
    emailInvalid: 'يرجى إدخال بريد إلكتروني صحيح',
    passwordRequired: 'يرجى إدخال كلمة المرور',
    passwordMin: 'يجب أن تحتوي كلمة المرور على 8 أحرف على الأقل',
    confirmationRequired: 'يرجى تأكيد كلمة المرور',
    nameRequired: 'يرجى إدخال الاسم الكامل',
    termsRequired: 'يجب الموافقة على الشروط وسياسة الخصوصية',
    roleRequired: 'يرجى اختيار نوع الحساب',
  },
  cars: {
    loadFailed: 'حدث خطأ أثناء تحميل السيارات',
    detailsLoadFailed: 'حدث خطأ أثناء تحميل بيانات السيارة',
    notFound: 'السيارة غير موجودة أو لم تعد متاحة.',
    empty: 'لا توجد سيارات مطابقة حاليًا.',
    emptyHint: 'جرّب تعديل خيارات البحث أو عد لاحقًا.',
    noImages: 'لا توجد صور لهذه السيارة',
    phoneHidden: 'إظهار رقم الهاتف',
    noPhone: 'لم يضف البائع رقم هاتف',
    maxPriceInvalid: 'يرجى إدخال سعر صحيح',
  },
  priceIndicator: {
    bands: { great: 'سعر ممتاز', good: 'سعر جيد', fair: 'سعر عادل', high: 'سعر مرتفع' },
    dealsOnly: 'عروض جيدة فقط',
  },
  favourites: {
    loadFailed: 'حدث خطأ أثناء تحميل المفضلة',
    empty: 'لا توجد سيارات في المفضلة بعد.',
    emptyHint: 'اضغط على زر المفضلة في صفحة أي سيارة لتجدها هنا لاحقًا.',
    removed: 'تمت الإزالة من المفضلة',
    removeFailed: 'حدث خطأ أثناء الإزالة من المفضلة',
    unavailable: 'لم تعد متاحة',
    added: 'تمت الإضافة إلى المفضلة',
    failed: 'تعذر تحديث المفضلة، حاول مرة أخرى',
    signInFirst: 'سجّل الدخول لتحفظ السيارات في مفضلتك',
  },
} as const;

/** Labels of the values the API uses, in the order the forms offer them. */
export const labels = {
  roles: {
    user: 'مستخدم/زبون',
    shop_manager: 'بائع/مدير متجر',
    workshop: 'صاحب ورشة',
    admin: 'مدير النظام',
    auditor: 'مدقق السجلات',
  },
  carStatus: {
    pending: 'قيد المراجعة',
    active: 'نشط',
    rejected: 'مرفوض',
    expired: 'منتهي',
  },
  /** The owner's status select once approved (signed-in-area.md: store status values). */
  fuel: { petrol: 'بنزين', diesel: 'ديزل', hybrid: 'هجين', electric: 'كهرباء' },
  transmission: { automatic: 'أوتوماتيك', manual: 'يدوي', cvt: 'تعشيق متغير مستمر', dct: 'ثنائي القابض' },
  condition: { new: 'جديدة', used: 'مستعملة' },
  offerType: { sale: 'بيع', rent: 'إيجار' },
  priceUnit: { SYP: 'ل.س', USD: '$', EUR: '€' },
  pricingPeriod: { daily: 'يومي', weekly: 'أسبوعي', monthly: 'شهري' },
  perPeriod: { daily: 'في اليوم', weekly: 'في الأسبوع', monthly: 'في الشهر' },
  cities: { دمشق: 'دمشق', حلب: 'حلب', حمص: 'حمص', اللاذقية: 'اللاذقية', طرطوس: 'طرطوس' },
  brands: {
    toyota: 'تويوتا',
    mercedes: 'مرسيدس',
    bmw: 'بي إم دبليو',
    audi: 'أودي',
    honda: 'هوندا',
    kia: 'كيا',
    hyundai: 'هيونداي',
    nissan: 'نيسان',
    lexus: 'لكزس',
    ford: 'فورد',
    chevrolet: 'شفروليه',
  },
} as const;
