import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { errorStatus } from '../api/api-error';
import { OwnerOnly } from '../session/role-guards';
import { ButtonLink } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { PageSpinner } from '../ui/spinner';
import type { Place } from './place';

interface PlaceFormPageProps<T extends Place> {
  /** The feature's query hook for one place (`useGetStoreQuery`, `useGetWorkshopQuery`). */
  useLoad: (id: number, options: { skip: boolean }) => { data?: T; isLoading: boolean; error?: unknown };
  texts: { loadOneFailed: string; notFound: string };
  /** Where the not-found page sends the owner back. */
  back: { to: string; label: string };
  /** The form itself: `null` adds a place, a place edits it. */
  form: (place: T | null) => ReactNode;
}

/**
 * /add-… and /edit-…/{id} of stores and workshops: adding shows the form at once; editing loads
 * the place first, says so when it is missing (a junk id is simply not found), and shows the form
 * to its owner only (others see the no-permission page, before any field).
 */
export function PlaceFormPage<T extends Place>({ useLoad, texts, back, form }: PlaceFormPageProps<T>) {
  const { id } = useParams();
  const placeId = id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  const { data: place, isLoading, error } = useLoad(placeId ?? 0, { skip: placeId === null });

  useEffect(() => {
    if (error && errorStatus(error) !== 404) toast.error(texts.loadOneFailed);
  }, [error, texts.loadOneFailed]);

  if (id === undefined) return form(null);
  if (isLoading) return <PageSpinner />;
  if (!place) {
    const missing = errorStatus(error) === 404 || placeId === null;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <EmptyState
          tone={missing ? 'neutral' : 'error'}
          title={missing ? texts.notFound : texts.loadOneFailed}
          action={<ButtonLink to={back.to}>{back.label}</ButtonLink>}
        />
      </div>
    );
  }
  return <OwnerOnly ownerId={place.user_id}>{form(place)}</OwnerOnly>;
}
