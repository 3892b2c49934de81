import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type SubmitEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { errorStatus } from '../../shared/api/api-error';
import { carName, type Car } from '../../shared/domain/car';
import { brandNameOptions, FALLBACK_CATEGORIES } from '../../shared/domain/options';
import { ar } from '../../shared/messages/ar';
import { OwnerOnly } from '../../shared/session/role-guards';
import { selectIsAdmin } from '../../shared/session/session-slice';
import { Button, ButtonLink } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageHeading } from '../../shared/ui/page-heading';
import { PageSpinner } from '../../shared/ui/spinner';
import { CarStatusBadge } from '../../shared/ui/status-badge';
import { CarFields } from '../../shared/forms/car-fields';
import { CarPhotos } from './car-photos';
import { useCarPhotoAdder } from './use-car-photo-adder';
import { OfferFields } from './offer-fields';
import { PriceGuidePanel } from './price-guide';
import { carSchema, type CarValues } from '../../shared/forms/car-schema';
import { offerDefaults, offerSchema, type OfferValues } from './schemas';
import {
  useCreateOfferMutation,
  useGetCategoriesQuery,
  useGetEditableCarQuery,
  useGetPublicSettingsQuery,
  useUpdateCarMutation,
  useUpdateOfferMutation,
} from './sell-api';
import { reportEditError } from './submit-errors';
import { focusFirstError, validateForm } from './validate-form';
import { arm } from '../../shared/messages/ar-manage';

const CAR_ORDER = [
  'name',
  'brand',
  'model',
  'category_id',
  'year',
  'country_of_manufacture',
  'condition',
  'mileage',
  'fuel_type',
  'transmission',
  'horsepower',
  'seats',
  'color',
  'description',
  'other_benefits',
] as const;
const OFFER_ORDER = ['offer_type', 'pricing_period', 'price', 'price_unit', 'location', 'additional_features'] as const;

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

function carValues(car: Car): CarValues {
  return {
    name: text(car.name || car.title),
    brand: text(car.brand).toLowerCase(),
    category_id: text(car.category_id),
    country_of_manufacture: text(car.country_of_manufacture),
    model: text(car.model),
    year: text(car.year),
    condition: car.condition,
    mileage: text(car.mileage),
    fuel_type: text(car.fuel_type),
    transmission: text(car.transmission),
    horsepower: text(car.horsepower),
    seats: text(car.seats),
    color: text(car.color),
    description: text(car.description),
    is_featured: car.is_featured,
    other_benefits: text(car.other_benefits),
  };
}

function offerValues(car: Car): OfferValues {
  const offer = car.offer;
  if (!offer) return offerDefaults;
  return {
    offer_type: offer.offer_type,
    price: String(offer.price),
    price_unit: offer.price_unit,
    pricing_period: offer.pricing_period ?? '',
    is_available: offer.is_available,
    additional_features: offer.additional_features,
    location: offer.location ?? '',
  };
}

function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /edit-car/{id}: the add form's fields and rules, the offer, and the car's photos. */
export function EditCarPage() {
  const id = parseId(useParams().id);
  const { data: car, error, isLoading, isError, refetch } = useGetEditableCarQuery(id ?? 0, { skip: id === null });
  const missing = id === null || errorStatus(error) === 404 || errorStatus(error) === 403;

  useEffect(() => {
    if (isError && !missing) toast.error(arm.editCar.loadFailed);
  }, [isError, missing]);

  if (missing) {
    return (
      <Page>
        <EmptyState title={arm.editCar.notFound} action={<ButtonLink to="/user-dashboard">العودة إلى لوحة التحكم</ButtonLink>} />
      </Page>
    );
  }
  if (isLoading) return <PageSpinner />;
  if (isError || !car) {
    return (
      <Page>
        <EmptyState
          tone="error"
          title={arm.editCar.loadFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      </Page>
    );
  }
  return (
    <OwnerOnly ownerId={car.user_id}>
      <EditCarForm car={car} />
    </OwnerOnly>
  );
}

function Page({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-4xl px-4 py-8">{children}</div>;
}

function EditCarForm({ car }: { car: Car }) {
  const isAdmin = useSelector(selectIsAdmin);
  const navigate = useNavigate();
  const { data: categories = FALLBACK_CATEGORIES } = useGetCategoriesQuery();
  const { data: settings } = useGetPublicSettingsQuery();
  // Filled once from the car as loaded: live refreshes (photos processed) never overwrite typing.
  const [initial] = useState(() => ({ car: carValues(car), offer: offerValues(car) }));
  const carForm = useForm<CarValues>({ resolver: zodResolver(carSchema), defaultValues: initial.car });
  const offerForm = useForm<OfferValues>({ resolver: zodResolver(offerSchema), defaultValues: initial.offer });
  const [updateCar] = useUpdateCarMutation();
  const [updateOffer] = useUpdateOfferMutation();
  const [createOffer] = useCreateOfferMutation();
  const [saving, setSaving] = useState(false);
  const name = carName(car) ?? ar.common.unnamedCar;
  const photoAdder = useCarPhotoAdder(car, settings?.max_images_per_ad ?? 10);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const values = await validateForm(carForm);
    const offer = await validateForm(offerForm);
    if (!values || !offer) {
      toast.error(arm.sell.fixErrors);
      requestAnimationFrame(() => (values ? focusFirstError(offerForm, OFFER_ORDER) : focusFirstError(carForm, CAR_ORDER)));
      return;
    }
    setSaving(true);
    try {
      // New photos still uploading are waited for and added first: a chosen photo is never lost.
      if (!(await photoAdder.flush())) return;
      const { is_featured, ...fields } = values;
      await updateCar({ id: car.id, changes: { ...fields, ...(isAdmin ? { is_featured } : {}) } }).unwrap();
      const terms = {
        offer_type: offer.offer_type,
        price: Number(offer.price),
        price_unit: offer.price_unit,
        pricing_period: offer.offer_type === 'rent' && offer.pricing_period ? offer.pricing_period : null,
        is_available: offer.is_available ? (1 as const) : (0 as const),
        additional_features: offer.additional_features,
        location: offer.location,
      };
      if (car.offer) await updateOffer({ carId: car.id, ...terms }).unwrap();
      else await createOffer({ car_id: car.id, ...terms }).unwrap();
      toast.success(arm.editCar.success);
      void navigate(isAdmin ? '/admin/cars' : '/user-dashboard');
    } catch (error) {
      reportEditError(error, { carForm, offerForm });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Page>
      <PageHeading title="تعديل السيارة" subtitle={name} actions={<CarStatusBadge status={car.status} />} />
      <StatusNotice car={car} />
      <Card className="mb-6 p-5 sm:p-8">
        <CarPhotos car={car} maxImages={settings?.max_images_per_ad ?? 10} adder={photoAdder} />
      </Card>
      <form noValidate onSubmit={onSubmit} aria-label="تعديل السيارة والعرض">
        <Card className="flex flex-col gap-8 p-5 sm:p-8">
          <fieldset disabled={saving} className="flex flex-col gap-5">
            <legend className="mb-4 text-lg font-bold text-slate-900">بيانات السيارة</legend>
            <CarFields form={carForm} categories={categories} canFeature={isAdmin} brandOptions={brandNameOptions} />
          </fieldset>
          <fieldset disabled={saving} className="flex flex-col gap-5 border-t border-slate-100 pt-6">
            <legend className="mb-4 text-lg font-bold text-slate-900">بيانات العرض</legend>
            <PriceGuidePanel carForm={carForm} offerForm={offerForm} />
            <OfferFields form={offerForm} availabilityLabel={arm.editCar.offerSold} />
          </fieldset>
          <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-6">
            <ButtonLink to={isAdmin ? '/admin/cars' : '/user-dashboard'} variant="outline">
              {ar.common.cancel}
            </ButtonLink>
            <Button type="submit" size="lg" loading={saving}>
              {saving ? arm.editCar.submitting : arm.editCar.submit}
            </Button>
          </div>
        </Card>
      </form>
    </Page>
  );
}

function StatusNotice({ car }: { car: Car }) {
  const notice =
    car.status === 'rejected'
      ? [arm.editCar.rejectedNotice, car.rejection_reason ? arm.editCar.rejectedReason(car.rejection_reason) : null]
      : car.status === 'pending'
        ? [arm.editCar.pendingNotice]
        : car.status === 'expired'
          ? [arm.editCar.expiredNotice]
          : null;
  if (!notice) return null;
  const danger = car.status === 'rejected';
  return (
    <div
      role="status"
      className={`mb-6 rounded-xl border p-4 text-sm font-semibold ${
        danger ? 'border-red-200 bg-red-50 text-red-800' : 'border-amber-200 bg-amber-50 text-amber-900'
      }`}
    >
      {notice.filter(Boolean).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
