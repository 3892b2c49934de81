import { useState, type SubmitEvent } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { serverMessage } from '../../shared/api/api-error';
import { formatDate } from '../../shared/format/date';
import { selectSession } from '../../shared/session/session-slice';
import { Button } from '../../shared/ui/button';
import { cn } from '../../shared/ui/cn';
import { EmptyState } from '../../shared/ui/empty-state';
import { TextAreaField } from '../../shared/ui/inputs';
import { PageSpinner } from '../../shared/ui/spinner';
import { StarRating } from './star-rating';
import type { Workshop } from './types';
import { useAddReviewMutation, useGetReviewsQuery } from './workshops-api';
import { arm } from '../../shared/messages/ar-manage';

/** The reviews tab: what people said, and (signed in, not the owner, once) a rating 1–5 with a comment. */
export function ReviewsSection({ workshop }: { workshop: Workshop }) {
  const { data, isLoading } = useGetReviewsQuery(workshop.id);
  const { userId } = useSelector(selectSession);
  const reviewed = data?.data.some((review) => review.reviewer.id === userId) ?? false;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <StarRating rating={data?.meta.average ?? workshop.rating} count={data?.meta.count ?? workshop.review_count} />
        <span className="text-sm text-slate-600">متوسط تقييمات الزبائن</span>
      </div>
      {userId === null ? (
        <LoginToReview />
      ) : userId === workshop.user_id ? (
        <p className="rounded-xl bg-slate-100 p-4 text-sm text-slate-600">{arm.reviews.own}</p>
      ) : reviewed ? (
        <p className="rounded-xl bg-emerald-50 p-4 text-sm text-emerald-800">شكرًا لك، لقد قيّمت هذه الورشة.</p>
      ) : (
        <ReviewForm workshopId={workshop.id} />
      )}
      {isLoading ? (
        <PageSpinner />
      ) : !data || data.data.length === 0 ? (
        <EmptyState title={arm.reviews.empty} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="التقييمات">
          {data.data.map((review) => (
            <li key={review.id} className="rounded-2xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-bold text-slate-900">{review.reviewer.name ?? 'مستخدم'}</span>
                <StarRating rating={review.rating} size="sm" />
              </div>
              <p className="mt-2 whitespace-pre-line text-slate-700">{review.comment}</p>
              <p className="mt-1 text-xs text-slate-500">{formatDate(review.created_at)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function LoginToReview() {
  const location = useLocation();
  return (
    <p className="rounded-xl bg-brand-50 p-4 text-sm text-brand-800">
      <Link to="/login" state={{ from: location }} className="font-bold underline">
        {arm.reviews.loginToReview}
      </Link>
    </p>
  );
}

function ReviewForm({ workshopId }: { workshopId: number }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const [addReview, { isLoading }] = useAddReviewMutation();

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = {
      rating: rating >= 1 && rating <= 5 ? undefined : arm.reviews.rating,
      comment: comment.trim().length >= 5 ? undefined : arm.reviews.comment,
    };
    setErrors(problems);
    if (problems.rating || problems.comment) return;
    try {
      await addReview({ workshopId, rating, comment: comment.trim() }).unwrap();
      toast.success(arm.reviews.added);
      setRating(0);
      setComment('');
    } catch (error) {
      toast.error(serverMessage(error) ?? arm.reviews.failed);
    }
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="أضف تقييمك"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-slate-700">تقييمك</legend>
        <div className="flex gap-1" dir="rtl">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="relative cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                // Invisible but covering its star, so pointer, keyboard and tests reach the real radio.
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
                aria-label={`${value} من 5`}
              />
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className={cn(
                  'size-8 rounded-md peer-focus-visible:ring-2 peer-focus-visible:ring-brand-400',
                  value <= rating ? 'fill-amber-400' : 'fill-slate-200 hover:fill-amber-200',
                )}
              >
                <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
              </svg>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p role="alert" className="text-sm text-red-600">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label="تعليقك"
        rows={3}
        maxLength={1000}
        value={comment}
        error={errors.comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <Button type="submit" loading={isLoading} className="self-start">
        نشر التقييم
      </Button>
    </form>
  );
}
