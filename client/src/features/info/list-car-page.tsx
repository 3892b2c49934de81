import { ButtonLink } from '../../shared/ui/button';
import { InfoPage } from './info-page';

const STEPS: Array<[string, string]> = [
  ['أنشئ حسابك', 'التسجيل مجاني ويستغرق دقيقة واحدة. أي حساب يستطيع البيع.'],
  ['أدخل بيانات السيارة', 'الماركة والموديل وسنة الصنع والمسافة المقطوعة والوقود وناقل الحركة، ووصف صادق لحالتها.'],
  ['ارفع صورًا واضحة', 'حتى عشر صور بصيغة JPG أو PNG، كل منها أقل من 10 ميغابايت. نجهزها للعرض بأحجام مناسبة لكل شاشة.'],
  ['حدد العرض', 'بيع أو إيجار (يومي، أسبوعي، شهري)، والسعر بالليرة أو الدولار أو اليورو، والموقع.'],
  ['تابع المراجعة مباشرة', 'يراجع فريقنا الإعلان، وتتغير حالته أمامك في لوحة التحكم من «قيد المراجعة» إلى «نشط».'],
  ['استقبل رسائل المشترين', 'تصلك رسائل المهتمين فورًا، ويظهر رقمك لمن يطلبه فقط.'],
];

/** How selling works here, leading to the add-car form. */
export function ListCarPage() {
  return (
    <InfoPage title="بيع سيارتك على سيّارة" subtitle="ست خطوات بسيطة تفصلك عن آلاف المشترين في سوريا">
      <ol className="flex flex-col gap-3">
        {STEPS.map(([title, text], i) => (
          <li key={title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <span
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <span>
              <span className="block font-bold text-slate-900">{title}</span>
              <span className="block text-slate-700">{text}</span>
            </span>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/add-car" size="lg">
          أضف سيارتك الآن
        </ButtonLink>
        <ButtonLink to="/faqs" variant="secondary" size="lg">
          الأسئلة الشائعة
        </ButtonLink>
      </div>
    </InfoPage>
  );
}
