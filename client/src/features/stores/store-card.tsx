import { Link } from 'react-router-dom';
import { ar } from '../../shared/messages/ar';
import { buttonClasses } from '../../shared/ui/button';
import { PlaceImage } from '../../shared/ui/place-image';
import type { Store } from './types';
import { placeAddress } from '../../shared/places/place-address';

/** Cards cut descriptions to 60 characters (signed-in-area.md §9). */
export const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);

/** The store's site, when it is a web address (the server accepts http and https only). */
export const webAddress = (website: string | null) => (website && /^https?:\/\//i.test(website) ? website : null);

export function StoreCard({ store }: { store: Store }) {
  const website = webAddress(store.website);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-lg">
      <div className="flex items-center gap-4 p-5">
        <PlaceImage
          picture={store.logo_image}
          kind="store"
          alt={`شعار ${store.name}`}
          sizes="80px"
          className="size-20 shrink-0 rounded-2xl border border-slate-100"
        />
        <div className="min-w-0">
          <h3 className="line-clamp-2 text-lg font-bold text-slate-900">
            <Link to={`/store/${store.id}`} className="hover:text-brand-700">
              {store.name}
            </Link>
          </h3>
          {store.category_label && <p className="text-sm text-brand-700">{store.category_label}</p>}
        </div>
      </div>
      <p className="px-5 text-sm leading-6 text-slate-600">{cut(store.description, 60)}</p>
      <dl className="mt-3 flex flex-col gap-1.5 px-5 text-sm text-slate-700">
        {store.phone && <ContactLine term="الهاتف" value={store.phone} dir="ltr" />}
        {store.email && <ContactLine term="البريد" value={store.email} href={`mailto:${store.email}`} dir="ltr" />}
        {store.address && <ContactLine term="العنوان" value={placeAddress(store.location, store.address)} />}
        {website && <ContactLine term="الموقع" value={website.replace(/^https?:\/\//, '')} href={website} external dir="ltr" />}
      </dl>
      <div className="mt-auto grid grid-cols-2 gap-2 p-5">
        <a
          href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}
          className={buttonClasses('outline', 'sm')}
          aria-label={`اتصل الآن بـ ${store.name}`}
        >
          اتصل الآن
        </a>
        <Link to={`/store/${store.id}`} className={buttonClasses('primary', 'sm')} aria-label={`زيارة ${store.name}`}>
          زيارة المتجر
        </Link>
      </div>
    </article>
  );
}

interface ContactLineProps {
  term: string;
  value: string;
  dir?: 'ltr';
  /** A mailto: or web link, as on the store's own page. */
  href?: string;
  external?: boolean;
}

function ContactLine({ term, value, dir, href, external }: ContactLineProps) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-slate-500">{term}:</dt>
      <dd className="min-w-0 truncate" dir={dir}>
        {href ? (
          <a
            href={href}
            className="text-brand-700 hover:underline"
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {value}
          </a>
        ) : (
          value || ar.common.notSpecified
        )}
      </dd>
    </div>
  );
}
