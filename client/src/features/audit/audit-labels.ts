// Arabic names for the log's vocabulary. An unknown stream or event type shows as written.

export const STREAM_LABELS: Record<string, string> = {
  car: 'سيارة',
  user: 'مستخدم',
  favourites: 'المفضلة',
  message: 'رسالة إلى بائع',
  'site-settings': 'إعدادات الموقع',
  'exchange-rates': 'أسعار الصرف',
  category: 'فئة',
  'category-catalogue': 'فئات السيارات',
  store: 'متجر',
  workshop: 'ورشة',
  'workshop-ad': 'إعلان ورشة',
  inspection: 'طلب فحص',
  part: 'قطعة غيار',
  contact: 'رسالة تواصل',
  'contact-message': 'رسالة تواصل',
};

export const EVENT_LABELS: Record<string, string> = {
  UserRegistered: 'إنشاء حساب',
  UserProfileUpdated: 'تعديل الملف الشخصي',
  UserRoleAssigned: 'منح دور',
  UserRoleRemoved: 'إزالة دور',
  UserSuspended: 'إيقاف الحساب',
  UserReactivated: 'إعادة تفعيل الحساب',
  UserPasswordChanged: 'تغيير كلمة المرور',
  UserPreferencesUpdated: 'تعديل تفضيلات الإشعارات',
  UserDeleted: 'حذف الحساب',
  CarListed: 'إضافة سيارة',
  CarRevised: 'تعديل بيانات السيارة',
  CarResubmitted: 'إعادة إرسال للمراجعة',
  CarApproved: 'الموافقة على السيارة',
  CarRejected: 'رفض السيارة',
  CarFeatureSet: 'تغيير التمييز',
  CarExpired: 'انتهاء مدة الإعلان',
  CarRenewed: 'تجديد الإعلان',
  CarRemoved: 'حذف السيارة',
  CarImagesAdded: 'إضافة صور',
  CarImageRemoved: 'حذف صورة',
  CarImageProcessed: 'معالجة صورة',
  CarImageRejected: 'رفض صورة',
  CarOfferMade: 'إضافة عرض',
  CarOfferRevised: 'تعديل العرض',
  CarFavourited: 'إضافة إلى المفضلة',
  CarUnfavourited: 'إزالة من المفضلة',
  MessageSent: 'إرسال رسالة',
  MessageRead: 'قراءة رسالة',
  SiteSettingsChanged: 'تعديل إعدادات الموقع',
  ExchangeRatesSet: 'تعديل أسعار الصرف',
  CategoryAdded: 'إضافة فئة',
  CategoryRenamed: 'تعديل اسم فئة',
  CategoryRemoved: 'حذف فئة',
  StoreOpened: 'فتح متجر',
  StoreRevised: 'تعديل بيانات المتجر',
  StoreResubmitted: 'إعادة إرسال المتجر للمراجعة',
  StoreApproved: 'الموافقة على المتجر',
  StoreRejected: 'رفض المتجر',
  StoreDeactivated: 'إيقاف المتجر',
  StoreReactivated: 'إعادة تفعيل المتجر',
  StoreLogoChanged: 'تغيير شعار المتجر',
  StoreLogoProcessed: 'معالجة شعار المتجر',
  StoreLogoRejected: 'رفض شعار المتجر',
  StoreClosed: 'حذف المتجر',
  WorkshopOpened: 'فتح ورشة',
  WorkshopRevised: 'تعديل بيانات الورشة',
  WorkshopResubmitted: 'إعادة إرسال الورشة للمراجعة',
  WorkshopApproved: 'الموافقة على الورشة',
  WorkshopRejected: 'رفض الورشة',
  WorkshopDeactivated: 'إيقاف الورشة',
  WorkshopReactivated: 'إعادة تفعيل الورشة',
  WorkshopImageChanged: 'تغيير صورة الورشة',
  WorkshopImageProcessed: 'معالجة صورة الورشة',
  WorkshopImageRejected: 'رفض صورة الورشة',
  WorkshopSettingsChanged: 'تعديل إعدادات الورشة',
  WorkshopReviewed: 'تقييم الورشة',
  WorkshopReviewRemoved: 'حذف تقييم',
  WorkshopAdPublished: 'نشر إعلان ورشة',
  WorkshopAdRevised: 'تعديل إعلان ورشة',
  WorkshopAdRemoved: 'حذف إعلان ورشة',
  WorkshopClosed: 'حذف الورشة',
  InspectionRequested: 'طلب فحص ضمان',
  InspectionScheduled: 'جدولة الفحص',
  InspectionCompleted: 'إتمام الفحص',
  InspectionCancelled: 'إلغاء الفحص',
  InspectionWithdrawn: 'سحب طلب الفحص',
  PartListed: 'إضافة قطعة غيار',
  PartImageProcessed: 'معالجة صورة قطعة',
  PartImageRejected: 'رفض صورة قطعة',
  PartRemoved: 'حذف قطعة غيار',
  ContactMessageReceived: 'رسالة من صفحة اتصل بنا',
  ContactMessageRead: 'قراءة رسالة تواصل',
};

export const TABLE_LABELS: Record<string, string> = {
  cars: 'السيارة',
  car_images: 'الصور',
  car_offers: 'العرض',
  users: 'الحساب',
  favourites: 'المفضلة',
  messages: 'الرسائل',
  site_settings: 'الإعدادات',
  exchange_rates: 'أسعار الصرف',
  categories: 'الفئات',
  stores: 'المتجر',
  workshops: 'الورشة',
  workshop_ads: 'إعلانات الورشة',
  workshop_reviews: 'التقييمات',
  inspections: 'طلب الفحص',
  parts: 'قطعة الغيار',
  contact_messages: 'رسائل التواصل',
};

export const streamLabel = (type: string) => STREAM_LABELS[type] ?? type;
export const eventLabel = (type: string) => EVENT_LABELS[type] ?? type;
export const tableLabel = (table: string) => TABLE_LABELS[table] ?? table;

/** A cell value as text: nulls as a dash, objects as compact JSON. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  // The values come from JSON: a string as it is, anything else as JSON (5, true, {"a":1}).
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function actorLabel(actor: { id: number | null; role: string | null; name: string | null }): string {
  if (actor.id === null) return 'النظام';
  return actor.name ? `${actor.name} (#${actor.id})` : `مستخدم محذوف (#${actor.id})`;
}
