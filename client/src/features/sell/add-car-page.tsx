import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type SubmitEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { FALLBACK_CATEGORIES } from '../../shared/domain/options';
import { selectIsAdmin } from '../../shared/session/session-slice';
import { Card } from '../../shared/ui/card';
import { PageHeading } from '../../shared/ui/page-heading';
import { Tabs } from '../../shared/ui/tabs';
import { CarFields } from '../../shared/forms/car-fields';
import { ImagePicker } from './image-picker';
import { OfferFields } from './offer-fields';
import { PriceGuidePanel } from './price-guide';
import { SubmitBar } from './submit-bar';
import { carDefaults, carSchema, type CarValues } from '../../shared/forms/car-schema';
import { offerDefaults, offerSchema, type OfferValues } from './schemas';
import { useGetCategoriesQuery, useGetPublicSettingsQuery } from './sell-api';
import { reportSubmitError } from './submit-errors';
import { useImagePicker } from './use-image-picker';
import { usePhotoUploads } from './use-photo-uploads';
import { useSubmitListing } from './use-submit-listing';
import { focusFirstError, validateForm } from './validate-form';
import { arm } from '../../shared/messages/ar-manage';

type Tab = 'car' | 'offer';

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

export function AddCarPage() {
  const isAdmin = useSelector(selectIsAdmin);
  const navigate = useNavigate();
  const { data: categories = FALLBACK_CATEGORIES } = useGetCategoriesQuery();
  const carForm = useForm<CarValues>({ resolver: zodResolver(carSchema), defaultValues: carDefaults });
  const offerForm = useForm<OfferValues>({ resolver: zodResolver(offerSchema), defaultValues: offerDefaults });
  const { data: settings } = useGetPublicSettingsQuery();
  const picker = useImagePicker(settings?.max_images_per_ad);
  const uploads = usePhotoUploads(picker.images);
  const { submit, phase, carSaved } = useSubmitListing();
  const [tab, setTab] = useState<Tab>('car');
  const [preview, setPreview] = useState(false);
  const submitting = phase !== 'idle';

  /** Validates both tabs; on failure opens the first tab with an error and focuses the field. */
  const validateAll = async () => {
    const car = await validateForm(carForm);
    const offer = await validateForm(offerForm);
    const imagesValid = picker.validate();
    if (car && offer && imagesValid) return { car, offer };
    const target: Tab = !car || !imagesValid ? 'car' : 'offer';
    setTab(target);
    toast.error(arm.sell.fixErrors);
    // The panel becomes visible on the next paint; only then can a field take focus.
    requestAnimationFrame(() =>
      target === 'car' ? focusFirstError(carForm, CAR_ORDER) : focusFirstError(offerForm, OFFER_ORDER),
    );
    return null;
  };

  const onPreview = async () => {
    if (await validateAll()) {
      setPreview(true);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const values = await validateAll();
    if (!values) return;
    const chosen = picker.images;
    const result = await submit(values.car, values.offer, () => uploads.whenUploaded(chosen), isAdmin);
    if (result.ok) {
      toast.success(arm.sell.success);
      void navigate('/car-listings');
    } else {
      reportSubmitError(result.error, result.carSaved, { carForm, offerForm, picker });
    }
  };

  const carInvalid = Object.keys(carForm.formState.errors).length > 0 || Boolean(picker.error);
  const offerInvalid = Object.keys(offerForm.formState.errors).length > 0;
  const locked = preview || submitting;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageHeading
        title="أضف سيارتك"
        subtitle={
          settings?.review_before_publish === false
            ? 'أدخل بيانات السيارة والعرض. يُنشر إعلانك فور إضافته.'
            : 'أدخل بيانات السيارة والعرض. يراجع فريقنا كل إعلان قبل نشره.'
        }
      />
      {preview && (
        <p role="status" className="mb-4 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm font-semibold text-brand-800">
          {arm.sell.previewNotice}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} aria-label="إضافة سيارة وعرض">
        <Tabs
          idPrefix="add-car"
          label="أقسام النموذج"
          active={tab}
          onChange={setTab}
          items={[
            { key: 'car', label: 'بيانات السيارة', invalid: carInvalid },
            { key: 'offer', label: 'بيانات العرض', invalid: offerInvalid },
          ]}
        />
        <Card className="mt-4 p-5 sm:p-8">
          <div role="tabpanel" id="add-car-panel-car" aria-labelledby="add-car-tab-car" hidden={tab !== 'car'}>
            <fieldset disabled={locked || carSaved} className="flex flex-col gap-8">
              <legend className="sr-only">بيانات السيارة</legend>
              <CarFields form={carForm} categories={categories} canFeature={isAdmin} />
              <ImagePicker picker={picker} locked={locked || carSaved} uploads={uploads.states} />
            </fieldset>
          </div>
          <div role="tabpanel" id="add-car-panel-offer" aria-labelledby="add-car-tab-offer" hidden={tab !== 'offer'}>
            <fieldset disabled={locked} className="flex flex-col gap-5">
              <legend className="sr-only">بيانات العرض</legend>
              <PriceGuidePanel carForm={carForm} offerForm={offerForm} />
              <OfferFields form={offerForm} />
            </fieldset>
          </div>
          <SubmitBar
            tab={tab}
            preview={preview}
            phase={phase}
            uploads={uploads.states}
            onPreview={onPreview}
            onEdit={() => setPreview(false)}
            onNext={() => setTab('offer')}
          />
        </Card>
      </form>
    </div>
  );
}
