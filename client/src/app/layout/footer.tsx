import { Link } from 'react-router-dom';
import { INFO_NAV, MAIN_NAV } from './nav-links';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <p className="text-2xl font-black text-white">سيّارة</p>
          <p className="text-sm leading-7">
            سوق السيارات في سوريا: بيع وشراء وإيجار السيارات، وقطع الغيار والورش والمتاجر في مكان واحد.
          </p>
        </div>
        <FooterLinks title="روابط سريعة" items={MAIN_NAV} />
        <FooterLinks title="معلومات" items={INFO_NAV} />
        <div className="flex flex-col gap-3 text-sm">
          <h2 className="text-base font-bold text-white">تواصل معنا</h2>
          <p>دمشق - المزة، شارع الجلاء</p>
          <p dir="ltr" className="text-end">
            +963 11 612 3456
          </p>
          <p dir="ltr" className="text-end">
            info@sayyara.sy
          </p>
          <Link to="/contact" className="hover:text-white hover:underline">
            راسلنا عبر صفحة الاتصال
          </Link>
          <SocialLinks />
        </div>
      </div>
      <div className="border-t border-slate-800 py-5 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} سيّارة. جميع الحقوق محفوظة.
      </div>
    </footer>
  );
}

function FooterLinks({ title, items }: { title: string; items: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title} className="flex flex-col gap-3 text-sm">
      <h2 className="text-base font-bold text-white">{title}</h2>
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="hover:text-white hover:underline">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const SOCIAL = [
  {
    label: 'سيّارة على فيسبوك',
    href: 'https://www.facebook.com/sayyara.sy',
    path: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.2V10H7v4h3v7h4v-7h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  },
  {
    label: 'سيّارة على إنستغرام',
    href: 'https://www.instagram.com/sayyara.sy',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  },
  {
    label: 'سيّارة على تيليغرام',
    href: 'https://t.me/sayyara_sy',
    path: 'M21 4L3 11l5 2 2 6 3-4 5 4 3-15zM8 13l9-6-7 8',
  },
];

function SocialLinks() {
  return (
    <ul className="mt-1 flex gap-2" aria-label="تابعنا">
      {SOCIAL.map((item) => (
        <li key={item.href}>
          <a
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={item.label}
            className="inline-flex size-9 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-600 hover:text-white"
          >
            <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
              <path d={item.path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
