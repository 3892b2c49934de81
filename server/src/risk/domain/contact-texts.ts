import type { CarDetails, OfferTerms } from '../../cars/domain/car.events';
import type { CarView } from '../../cars/queries/car-view';

/** One free text of a listing a buyer reads: its Arabic name, where a revision names it, where the car answer holds it. */
type ContactText = { label: string; read: (car: CarView) => string | null | undefined } & (
  { detail: keyof CarDetails } | { term: keyof OfferTerms }
);

/**
 * Every free text of a listing a buyer reads, where the contact check looks for a way around the
 * site: a text left out is a detour into it (a number written into the colour passed, once). One
 * list for both the check (what it reads) and a published listing's revision (which changes run
 * it again), so the two cannot drift apart.
 */
export const CONTACT_TEXTS: readonly ContactText[] = [
  { label: 'الاسم', detail: 'name', read: (car) => car.name },
  { label: 'الموديل', detail: 'model', read: (car) => car.model },
  { label: 'اللون', detail: 'color', read: (car) => car.color },
  { label: 'بلد الصنع', detail: 'countryOfManufacture', read: (car) => car.country_of_manufacture },
  { label: 'الوصف', detail: 'description', read: (car) => car.description },
  { label: 'المزايا الإضافية', detail: 'otherBenefits', read: (car) => car.other_benefits },
  { label: 'مزايا العرض', term: 'additionalFeatures', read: (car) => car.offer?.additional_features },
  { label: 'مكان السيارة', term: 'location', read: (car) => car.offer?.location },
];
