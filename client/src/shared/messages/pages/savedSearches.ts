import type { PluralForms } from '../../format/plural';

// Saved searches and the notifications they bring (part of the client catalogue; loaded with the
// save dialog, the header's bell and their dashboard panels only, never with a public page).

export const savedSearchesAr = {
  /** A search's suggested name, from its filters: «تويوتا · حلب · حتى 20,000 $». */
  name: {
    all: 'كل السيارات',
    separator: ' · ',
    search: (text: string) => `«${text}»`,
    from: (amount: string) => `من ${amount}`,
    upTo: (amount: string) => `حتى ${amount}`,
    deals: 'عروض جيدة',
    rent: 'للإيجار',
  },
  saved: 'تم حفظ البحث. سننبهك عند وصول سيارة تطابقه.',
  saveFailed: 'تعذر حفظ البحث',
  alreadySaved: 'هذا البحث محفوظ لديك من قبل',
  nameRequired: 'يرجى إدخال اسم للبحث',
  loadFailed: 'تعذر تحميل عمليات البحث المحفوظة',
  empty: 'لا توجد عمليات بحث محفوظة بعد',
  emptyHint: 'احفظ بحثًا من صفحة السيارات لتصلك السيارات الجديدة المطابقة له فور نشرها.',
  confirmDelete: (name: string) => `سيُحذف «${name}» ولن تصلك بعد الآن تنبيهات بالسيارات المطابقة له.`,
  deleted: 'تم حذف البحث المحفوظ',
  deleteFailed: 'تعذر حذف البحث المحفوظ',
  newMatches: {
    zero: 'لا سيارات جديدة',
    one: 'سيارة جديدة واحدة',
    two: 'سيارتان جديدتان',
    few: '# سيارات جديدة',
    many: '# سيارة جديدة',
    other: '# سيارة جديدة',
  } satisfies PluralForms,
  notifications: {
    loadFailed: 'تعذر تحميل الإشعارات',
    empty: 'لا توجد إشعارات بعد',
    emptyHint: 'تصلك هنا السيارات الجديدة المطابقة لعمليات بحثك المحفوظة.',
    markFailed: 'تعذر تعليم الإشعار كمقروء',
    allRead: 'تم تعليم كل الإشعارات كمقروءة',
    unread: {
      zero: 'لا إشعارات غير مقروءة',
      one: 'إشعار واحد غير مقروء',
      two: 'إشعاران غير مقروءين',
      few: '# إشعارات غير مقروءة',
      many: '# إشعارًا غير مقروء',
      other: '# إشعار غير مقروء',
    } satisfies PluralForms,
  },
} as const;
