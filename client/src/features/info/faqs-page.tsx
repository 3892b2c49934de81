import { Link } from 'react-router-dom';
import { InfoPage } from './info-page';

const FAQS: Array<[string, string]> = [
  [
    'كيف أضيف إعلانًا لسيارتي؟',
    'أنشئ حسابًا مجانيًا، ثم اضغط «أضف سيارتك» واملأ بيانات السيارة والعرض وارفع صورها. يظهر الإعلان للمشترين بعد مراجعته.',
  ],
  [
    'كم تستغرق مراجعة الإعلان؟',
    'عادة بضع ساعات. تتغير حالة إعلانك في لوحة التحكم من «قيد المراجعة» إلى «نشط» مباشرة عند الموافقة.',
  ],
  ['هل الإعلان مجاني؟', 'نعم، إضافة الإعلانات وتصفحها والتواصل مع البائعين مجانية بالكامل.'],
  [
    'لماذا تظهر الأسعار بالدولار؟',
    'لتسهيل المقارنة بين السيارات. يحدد البائع السعر بالليرة السورية أو الدولار أو اليورو، ونعرضه بالدولار بسعر الصرف اليومي.',
  ],
  [
    'كيف أتواصل مع البائع؟',
    'من صفحة السيارة: اضغط «إظهار رقم الهاتف» أو «اتصل الآن»، أو أرسل رسالة من تبويب معلومات البائع فتصله فورًا.',
  ],
  ['كيف أحفظ سيارة أعجبتني؟', 'سجّل الدخول واضغط زر القلب على بطاقة السيارة أو في صفحتها، فتجدها في مفضلتك.'],
  [
    'نسيت كلمة المرور، ماذا أفعل؟',
    'اضغط «نسيت كلمة المرور؟» في صفحة تسجيل الدخول، وأدخل بريدك، فيصلك رابط صالح لساعة واحدة لتعيين كلمة جديدة.',
  ],
  [
    'كيف يعمل إيجار السيارات؟',
    'اختر الإيجار اليومي أو الشهري، ثم مدينة الاستلام والتواريخ، فتظهر السيارات المتاحة مع المبلغ الإجمالي للمدة التي اخترتها.',
  ],
];

export function FaqsPage() {
  return (
    <InfoPage title="الأسئلة الشائعة" subtitle="إجابات سريعة عن أكثر ما يسأل عنه المستخدمون">
      <div className="flex flex-col gap-3">
        {FAQS.map(([question, answer]) => (
          <details
            key={question}
            className="group rounded-2xl border border-slate-200 bg-white p-4 shadow-sm open:ring-2 open:ring-brand-100"
          >
            <summary className="cursor-pointer list-none font-bold text-slate-900 marker:hidden">
              <span className="me-2 inline-block text-brand-600 transition group-open:rotate-45" aria-hidden="true">
                +
              </span>
              {question}
            </summary>
            <p className="mt-3 text-slate-700">{answer}</p>
          </details>
        ))}
      </div>
      <p>
        لم تجد إجابتك؟{' '}
        <Link to="/contact" className="font-semibold text-brand-700 hover:underline">
          راسلنا
        </Link>{' '}
        وسنرد عليك قريبًا.
      </p>
    </InfoPage>
  );
}
