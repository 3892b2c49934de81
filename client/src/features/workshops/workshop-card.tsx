import { Link } from 'react-router-dom';
import { PlaceImage } from '../../shared/ui/place-image';
import { StarRating } from './star-rating';
import type { Workshop } from './types';
import { arm } from '../../shared/messages/ar-manage';

export function VerifiedTick({ label = arm.workshops.verified }: { label?: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-bold text-emerald-700 ring-1 ring-emerald-200">
      <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
        <path d="M12 2l2.4 2.1 3.2-.3.9 3.1 2.8 1.6-1.1 3 1.1 3-2.8 1.6-.9 3.1-3.2-.3L12 22l-2.4-2.1-3.2.3-.9-3.1-2.8-1.6 1.1-3-1.1-3 2.8-1.6.9-3.1 3.2.3z" />
        <path
          d="M8 12.5l2.5 2.5 5.5-5.5"
          fill="none"
          stroke="white"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {label}
    </span>
  );
}

export function WorkshopCard({ workshop }: { workshop: Workshop }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-within:ring-2 focus-within:ring-brand-400">
      <PlaceImage
        picture={workshop.picture}
        kind="workshop"
        alt={workshop.name}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[3/2] w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-bold text-slate-900">
            <Link to={`/workshop-details/${workshop.id}`} className="after:absolute after:inset-0 focus:outline-none">
              {workshop.name}
            </Link>
          </h3>
          {workshop.warranty_offered && <VerifiedTick />}
        </div>
        <StarRating rating={workshop.rating} count={workshop.review_count} size="sm" />
        <p className="text-sm text-slate-600">
          {workshop.city} - {workshop.location}
        </p>
        {workshop.specialization && <p className="text-sm font-semibold text-brand-700">{workshop.specialization}</p>}
        <p className="mt-auto text-xs text-slate-500">
          السجل التجاري: <bdi dir="ltr">{workshop.commercial_registration_number}</bdi>
        </p>
        <span className="text-sm font-semibold text-brand-700" aria-hidden="true">
          التفاصيل ←
        </span>
      </div>
    </article>
  );
}
