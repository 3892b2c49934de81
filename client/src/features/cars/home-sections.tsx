import { Link } from 'react-router-dom';

const SERVICES = [
  {
    to: '/car-listings',
    title: 'شراء سيارة',
    text: 'آلاف السيارات الجديدة والمستعملة، بأسعار واضحة بالدولار.',
    icon: 'M3 13l2-5a2 2 0 0 1 2-1.4h10A2 2 0 0 1 19 8l2 5v5h-2a2 2 0 0 1-4 0H9a2 2 0 0 1-4 0H3z',
  },
  { to: '/list-car', title: 'بيع سيارتك', text: 'أضف إعلانك بالصور خلال دقائق وتابع حالته مباشرة.', icon: 'M12 5v14M5 12h14' },
  {
    to: '/rentals',
    title: 'استئجار سيارة',
    text: 'إيجار يومي وشهري في دمشق وحلب وحمص واللاذقية وطرطوس.',
    icon: 'M8 3v3M16 3v3M4 8h16M5 5h14v15H5z',
  },
  {
    to: '/spare-parts',
    title: 'قطع الغيار',
    text: 'قطع أصلية وبديلة من متاجر موثوقة، مع سؤال المتجر مباشرة.',
    icon: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v3M12 19v3M2 12h3M19 12h3',
  },
];

const REASONS = [
  ['كل إعلان يُراجع قبل نشره', 'فريقنا يراجع الصور والبيانات، فلا ترى إعلانات وهمية.'],
  ['أسعار واضحة بالدولار', 'السعر المعروض محسوب بسعر الصرف اليومي، بلا مفاجآت.'],
  ['بحث يفهم العربية', 'اكتب كما تكتب عادة: بالهمزة أو بدونها، بالعربية أو بالإنجليزية.'],
  ['تواصل مباشر مع البائع', 'راسل البائع من صفحة السيارة، ويصله إشعار فوري.'],
  ['في كل المحافظات', 'سيارات للبيع والإيجار في المدن الرئيسية الخمس وغيرها.'],
  ['اقتراح السيارة المناسبة', 'أجب عن أسئلة قليلة ونقترح عليك سيارات من المعروض فعلًا.'],
];

/** Four services, each leading to its page. */
export function HomeServices() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="services-heading">
      <h2 id="services-heading" className="mb-6 text-2xl font-extrabold text-slate-900">
        خدماتنا
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {SERVICES.map((service) => (
          <li key={service.to}>
            <Link
              to={service.to}
              className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                  <path d={service.icon} strokeLinejoin="round" />
                </svg>
              </span>
              <span className="text-lg font-bold text-slate-900">{service.title}</span>
              <span className="text-sm leading-6 text-slate-600">{service.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Six reasons to use the marketplace. */
export function WhyChooseUs() {
  return (
    <section className="bg-white py-12" aria-labelledby="why-heading">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="why-heading" className="mb-6 text-2xl font-extrabold text-slate-900">
          لماذا سيّارة؟
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(([title, text]) => (
            <li key={title} className="flex gap-3 rounded-2xl bg-slate-50 p-5">
              <span
                className="mt-1 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700"
                aria-hidden="true"
              >
                ✓
              </span>
              <span>
                <span className="block font-bold text-slate-900">{title}</span>
                <span className="mt-1 block text-sm leading-6 text-slate-600">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
