import type { SubmitEventHandler, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { errorStatus, fieldErrors, serverMessage } from '../api/api-error';
import { fieldErrorLines } from '../api/field-error-lines';
import type { UploadProgress } from '../api/upload';
import { formatBytes } from '../format/bytes';
import { ar } from '../messages/ar';
import { Button, ButtonLink } from '../ui/button';
import { Card } from '../ui/card';
import { PageHeading } from '../ui/page-heading';
import { PlaceStatusBadge } from '../ui/place-status-badge';
import { ProgressBar } from '../ui/progress-bar';
import { SingleImagePicker, type PictureChoice } from '../ui/single-image-picker';
import type { Place } from './place';

interface PlaceFormProps {
  /** The page's heading, also the form's accessible name. */
  title: string;
  subtitle: string;
  /** What happens after saving (review by the admins). */
  note: string;
  legend: string;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  submitting: boolean;
  progress: UploadProgress | null;
  submitLabel: string;
  cancelTo: string;
  picture: {
    label: string;
    hint: string;
    currentUrl: string | null;
    value: PictureChoice;
    onChange: (value: PictureChoice) => void;
    error?: string;
    onError: (error: string | undefined) => void;
  };
  /** The place's own fields, in a two-column grid. */
  children: ReactNode;
}

/** The frame of the store and workshop forms: note, fields, picture, upload progress, cancel and save. */
export function PlaceForm({
  title,
  subtitle,
  note,
  legend,
  onSubmit,
  submitting,
  progress,
  submitLabel,
  cancelTo,
  picture,
  children,
}: PlaceFormProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeading title={title} subtitle={subtitle} />
      <form noValidate onSubmit={onSubmit} aria-label={title}>
        <Card className="flex flex-col gap-6 p-5 sm:p-8">
          <p role="note" className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-800">
            {note}
          </p>
          <fieldset disabled={submitting} className="grid gap-5 sm:grid-cols-2">
            <legend className="sr-only">{legend}</legend>
            {children}
            <div className="sm:col-span-2">
              <SingleImagePicker {...picture} disabled={submitting} />
            </div>
          </fieldset>
          {submitting && progress && (
            <ProgressBar
              label="جاري رفع البيانات"
              value={progress.loaded}
              max={progress.total}
              detail={formatBytes(progress.loaded)}
            />
          )}
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-5">
            <ButtonLink to={cancelTo} variant="outline">
              {ar.common.cancel}
            </ButtonLink>
            <Button type="submit" loading={submitting}>
              {submitting ? 'جاري الحفظ...' : submitLabel}
            </Button>
          </div>
        </Card>
      </form>
    </div>
  );
}

/**
 * The status of a place being edited: once approved its owner switches it (the `select`, passed
 * in); before that it is the moderation's (a badge, and the reason of a rejection).
 */
export function PlaceStatusField({ label, place, select }: { label: string; place: Place; select: ReactNode }) {
  if (place.status === 'active' || place.status === 'inactive') return select;
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold text-slate-700">{label}</span>
      <span>
        <PlaceStatusBadge status={place.status} />
      </span>
      {place.rejection_reason && <p className="text-sm text-red-700">سبب الرفض: {place.rejection_reason}</p>}
    </div>
  );
}

/**
 * A failed save: a 422 lists each problem in a toast and marks its field (`services.0` marks
 * `services`; the picture's field goes to the picker); anything else is one toast, the server's
 * message first. A 401 has already ended the session.
 */
export function reportPlaceFormError<V extends FieldValues>(
  error: unknown,
  {
    form,
    pictureField,
    onPictureError,
    fallback,
  }: { form: UseFormReturn<V>; pictureField: string; onPictureError: (message: string) => void; fallback: string },
): void {
  if (errorStatus(error) === 401) return;
  if (errorStatus(error) === 422) {
    fieldErrorLines(error).forEach((line) => toast.error(line));
    const known = form.getValues();
    for (const [field, message] of Object.entries(fieldErrors(error))) {
      const name = field.replace(/\.\d+$/, '');
      if (name === pictureField) onPictureError(message);
      else if (name in known) form.setError(name as Path<V>, { message });
    }
    return;
  }
  toast.error(serverMessage(error) ?? fallback);
}
