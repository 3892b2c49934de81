import { formatMoney } from '../../shared/money/money';
import { ContactFinding, ContactKind } from '../../shared/contact-in-text';
import { RISK_THRESHOLDS } from './risk-thresholds';

/** The flags' Arabic reasons, as the admin reads them on the queue's card. */

const KIND: Record<ContactKind, string> = {
  phone: 'رقم هاتف',
  messenger: 'حساب مراسلة',
  link: 'رابط',
  email: 'بريد إلكتروني',
};

const listIds = (ids: readonly number[]) => ids.map((id) => `#${id}`).join('، ');

export const RISK_REASONS = {
  contactInText: (fields: readonly string[], findings: readonly ContactFinding[]) =>
    `بيانات تواصل مكتوبة في ${fields.join(' و')}: ${findings
      .slice(0, 3)
      .map((f) => `${KIND[f.kind]} «${f.text}»`)
      .join('، ')} — طريقة معروفة لتجاوز الموقع`,
  stolenPhoto: (ids: readonly number[]) => `صورة مطابقة لصورة في إعلان بائع آخر (${listIds(ids)}): قد تكون صورة مسروقة`,
  duplicateListing: (ids: readonly number[]) => `صورة مطابقة لصورة في إعلان آخر للبائع نفسه (${listIds(ids)}): إعلان مكرر`,
  priceTooLow: (priceUsdMinor: number, medianUsdMinor: number, sample: number) =>
    `السعر ${formatMoney(priceUsdMinor, 'USD')} أقل من ${Math.round(RISK_THRESHOLDS.tooCheapShareOfMedian * 100)}٪ من الوسيط ${formatMoney(
      medianUsdMinor,
      'USD',
    )} لسيارات مشابهة (${sample} إعلانًا): عرض أرخص من أن يكون حقيقيًا، كطلب دفعة مقدمة لسيارة غير موجودة`,
  newAccountBurst: (hours: number, listings: number) =>
    `حساب جديد (عمره عند الإعلان ${hours} ساعة) نشر ${listings} إعلانات لم يوافق عليها أحد بعد في ساعاته الأولى`,
};
