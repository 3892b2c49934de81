import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { errorStatus, fieldErrors, serverMessage } from '../../shared/api/api-error';
import { fieldErrorLines } from '../../shared/api/field-error-lines';
import { ar } from '../../shared/messages/ar';
import { OwnerOnly } from '../../shared/session/role-guards';
import { selectSession } from '../../shared/session/session-slice';
import { Button, ButtonLink } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageHeading } from '../../shared/ui/page-heading';
import { PageSpinner } from '../../shared/ui/spinner';
import { AdFields } from './ad-fields';
import { adPayloadOf, adSchema, type AdValues } from './schemas';
import type { WorkshopAd } from './types';
import {
  useCreateAdMutation,
  useEditAdMutation,
  useGetAdQuery,
  useGetMyWorkshopsQuery,
  useGetWorkshopQuery,
} from './workshops-api';
import { arm } from '../../shared/messages/ar-manage';

/** Puts a 422's messages next to their fields and in toasts ('field: message'). */
export function reportAdError(error: unknown, form: UseFormReturn<AdValues>, fallback: string): void {
  if (errorStatus(error) === 401) return;
  if (errorStatus(error) === 422) {
    fieldErrorLines(error).forEach((line) => toast.error(line));
    for (const [field, message] of Object.entries(fieldErrors(error))) {
      if (field in adSchema.shape) form.setError(field as keyof AdValues, { message });
    }
    return;
  }
  toast.error(serverMessage(error) ?? fallback);
}

/** /add-workshop-ad: for one of the user's workshops (?workshop_id= preselects it); the form resets after adding. */
export function AddAdPage() {
  const { userId, workshopId } = useSelector(selectSession);
  const [params] = useSearchParams();
  const { data: mine, isLoading } = useGetMyWorkshopsQuery(userId ?? 0, { skip: userId === null });
  const [createAd, { isLoading: saving }] = useCreateAdMutation();
  const preselected = params.get('workshop_id') ?? (workshopId ? String(workshopId) : '');
  const form = useForm<AdValues>({
    resolver: zodResolver(adSchema),
    defaultValues: { workshop_id: preselected, title: '', description: '', price: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await createAd(adPayloadOf(values)).unwrap();
      toast.success(arm.ads.added);
      form.reset({ workshop_id: values.workshop_id, title: '', description: '', price: '' });
    } catch (error) {
      reportAdError(error, form, arm.ads.addFailed);
    }
  });

  if (isLoading) return <PageSpinner />;
  const workshops = mine?.data ?? [];
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeading title="إضافة إعلان ورشة" subtitle="أعلن عن خدمة أو عرض بسعره بالليرة السورية." />
      {workshops.length === 0 ? (
        <EmptyState title={arm.workshops.noWorkshop} action={<ButtonLink to="/add-workshop">أضف ورشتك</ButtonLink>} />
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label="إضافة إعلان">
          <Card className="flex flex-col gap-6 p-5 sm:p-8">
            <fieldset disabled={saving}>
              <legend className="sr-only">بيانات الإعلان</legend>
              <AdFields form={form} workshops={workshops} />
            </fieldset>
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-5">
              <ButtonLink to="/workshops-dashboard" variant="outline">
                العودة إلى لوحة الورشة
              </ButtonLink>
              <Button type="submit" loading={saving}>
                إضافة الإعلان
              </Button>
            </div>
          </Card>
        </form>
      )}
    </div>
  );
}

/** /edit-workshop-ad/{id}: returns to the workshop dashboard on success. */
export function EditAdPage() {
  const { id } = useParams();
  const adId = id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  const { data: ad, isLoading, error } = useGetAdQuery(adId ?? 0, { skip: adId === null });

  useEffect(() => {
    if (error && errorStatus(error) !== 404) toast.error(arm.ads.loadOneFailed);
  }, [error]);

  if (isLoading) return <PageSpinner />;
  if (!ad) return <AdMissing error={error} />;
  return <EditAdGate key={ad.id} ad={ad} />;
}

/** An ad belongs to its workshop's owner: the workshop says who that is before the form shows. */
function EditAdGate({ ad }: { ad: WorkshopAd }) {
  const { data: workshop, isLoading, error } = useGetWorkshopQuery(ad.workshop_id);
  if (isLoading) return <PageSpinner />;
  if (!workshop) return <AdMissing error={error} />;
  return (
    <OwnerOnly ownerId={workshop.user_id}>
      <EditAdForm ad={ad} />
    </OwnerOnly>
  );
}

function AdMissing({ error }: { error: unknown }) {
  const failed = error !== undefined && errorStatus(error) !== 404;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <EmptyState
        tone={failed ? 'error' : 'neutral'}
        title={failed ? arm.ads.loadOneFailed : arm.ads.notFound}
        action={<ButtonLink to="/workshops-dashboard">العودة إلى لوحة الورشة</ButtonLink>}
      />
    </div>
  );
}

function EditAdForm({ ad }: { ad: WorkshopAd }) {
  const navigate = useNavigate();
  const { userId } = useSelector(selectSession);
  const { data: mine } = useGetMyWorkshopsQuery(userId ?? 0, { skip: userId === null });
  const [editAd, { isLoading: saving }] = useEditAdMutation();
  const form = useForm<AdValues>({
    resolver: zodResolver(adSchema),
    defaultValues: { workshop_id: String(ad.workshop_id), title: ad.title, description: ad.description, price: String(ad.price) },
  });
  // An admin editing someone else's ad: the select shows the ad's own workshop.
  const workshops = mine?.data.some((w) => w.id === ad.workshop_id)
    ? mine.data
    : [{ id: ad.workshop_id, name: ad.workshop.name }];

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { workshop_id: _workshop, ...changes } = adPayloadOf(values);
      await editAd({ id: ad.id, workshopId: ad.workshop_id, changes }).unwrap();
      toast.success(arm.ads.updated);
      void navigate(`/workshops-dashboard?workshop=${ad.workshop_id}&tab=ads`);
    } catch (error) {
      reportAdError(error, form, arm.ads.updateFailed);
    }
  });

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeading title="تعديل إعلان الورشة" subtitle={ad.workshop.name} />
      <form noValidate onSubmit={onSubmit} aria-label="تعديل الإعلان">
        <Card className="flex flex-col gap-6 p-5 sm:p-8">
          <fieldset disabled={saving}>
            <legend className="sr-only">بيانات الإعلان</legend>
            <AdFields form={form} workshops={workshops} lockWorkshop />
          </fieldset>
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-5">
            <ButtonLink to="/workshops-dashboard" variant="outline">
              {ar.common.cancel}
            </ButtonLink>
            <Button type="submit" loading={saving}>
              حفظ التعديلات
            </Button>
          </div>
        </Card>
      </form>
    </div>
  );
}
