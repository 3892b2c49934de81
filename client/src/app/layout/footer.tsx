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
          <p>دمشق، سوريا</p>
          <Link to="/contact" className="hover:text-white hover:underline">
            راسلنا عبر صفحة الاتصال
          </Link>
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
