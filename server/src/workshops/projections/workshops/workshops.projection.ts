import { Injectable } from '@nestjs/common';
import { eventTypes, oneRowPerStream, Recorded } from '../../../event-store/batch/stream-fold';
import { FoldedProjection } from '../../../event-store/folded-projection';
import { EventProjection } from '../../../event-store/projection';
import { ImageVariant } from '../../../media/stored-image';
import { normaliseArabic, searchDocument } from '../../../shared/arabic/normalise';
import { WorkshopDetails, WorkshopEvent } from '../../domain/workshop.events';

/** The workshop events its row follows (its reviews and ads have tables of their own). */
export type WorkshopRowEvent = Exclude<
  WorkshopEvent,
  { type: 'WorkshopReviewed' | 'WorkshopReviewRemoved' | 'WorkshopAdPublished' | 'WorkshopAdRevised' | 'WorkshopAdRemoved' }
>;

export type WorkshopRow = {
  id: number;
  user_id: number;
  status: string;
  name: string;
  location: string;
  address: string;
  city: string;
  city_key: string;
  commercial_registration_number: string;
  phone: string;
  working_hours: string;
  description: string;
  services: string[];
  warranty_offered: boolean;
  specialization: string;
  image_id: string | null;
  image_status: string | null;
  image_width: number | null;
  image_height: number | null;
  image_variants?: ImageVariant[];
  notify_reviews?: boolean;
  notify_status?: boolean;
  rejection_reason?: string | null;
  search_text: string;
  created_at: string;
  updated_at: string;
  approved_at?: string | null;
  version: number;
};

/** Each detail's column. */
const COLUMNS: { [K in keyof WorkshopDetails]: keyof WorkshopRow } = {
  name: 'name',
  location: 'location',
  address: 'address',
  city: 'city',
  commercialRegistrationNumber: 'commercial_registration_number',
  phone: 'phone',
  workingHours: 'working_hours',
  description: 'description',
  services: 'services',
  warrantyOffered: 'warranty_offered',
  specialization: 'specialization',
};

type Searchable = Pick<WorkshopRow, 'name' | 'location' | 'city' | 'specialization' | 'description' | 'services'>;

/** A visitor finds a workshop by its name, city, place, speciality, services or description. */
const searchText = (d: Searchable) =>
  searchDocument(d.name, d.city, d.location, d.specialization, d.services.join(' '), d.description);

/** The columns of a picture just chosen (or taken away): processing until its result comes. */
const picture = (image: { imageId: string; width: number; height: number } | null) => ({
  image_id: image?.imageId ?? null,
  image_status: image ? 'processing' : null,
  image_width: image?.width ?? null,
  image_height: image?.height ?? null,
});

/**
 * A workshop's row after its event. Each change is guarded by the stream version (applied twice,
 * it changes nothing); a picture's result counts only for the picture the row still shows, and
 * the search document follows the details whatever the guard decided.
 */
export function evolveWorkshop(row: WorkshopRow | undefined, event: Recorded<WorkshopRowEvent>): WorkshopRow | null | undefined {
  const at = new Date(event.recordedAt).toISOString();
  const version = event.streamVersion;
  if (event.type === 'WorkshopOpened') {
    if (row) return row;
    const d = event.data.details;
    const details = {
      name: d.name,
      location: d.location,
      address: d.address,
      city: d.city,
      city_key: normaliseArabic(d.city),
      commercial_registration_number: d.commercialRegistrationNumber,
      phone: d.phone,
      working_hours: d.workingHours,
      description: d.description,
      services: d.services,
      warranty_offered: d.warrantyOffered,
      specialization: d.specialization,
    };
    return {
      id: Number(event.streamId),
      user_id: event.data.ownerId,
      status: 'pending',
      ...details,
      ...picture(event.data.image),
      search_text: searchText(details),
      created_at: at,
      updated_at: at,
      version,
    };
  }
  if (event.type === 'WorkshopClosed') return null;
  if (!row) return row;
  const guarded = row.version < version;
  const update = (changes: Partial<WorkshopRow>): WorkshopRow =>
    guarded ? { ...row, ...changes, updated_at: at, version } : row;
  switch (event.type) {
    case 'WorkshopRevised': {
      const changes = event.data.changes;
      // Details keys name the columns; anything else in an event is not a column.
      const entries = Object.entries(changes).flatMap(([key, value]): Array<[string, unknown]> => {
        const column = COLUMNS[key as keyof WorkshopDetails] as keyof WorkshopRow | undefined;
        return column ? [[column, value]] : [];
      });
      if (!entries.length) return row;
      const cityKey = changes.city === undefined ? {} : { city_key: normaliseArabic(changes.city) };
      const revised = update({ ...Object.fromEntries(entries), ...cityKey });
      return { ...revised, search_text: searchText(revised) };
    }
    case 'WorkshopImageChanged':
      return update({ ...picture(event.data.image), image_variants: [] });
    case 'WorkshopImageProcessed': {
      const { imageId, width, height, variants } = event.data;
      if (!guarded || row.image_id !== imageId) return row;
      return { ...row, image_status: 'ready', image_width: width, image_height: height, image_variants: variants, version };
    }
    case 'WorkshopImageRejected':
      if (!guarded || row.image_id !== event.data.imageId) return row;
      return { ...row, image_status: 'failed', version };
    case 'WorkshopApproved':
      return update({ status: 'active', rejection_reason: null, approved_at: row.approved_at ?? at });
    case 'WorkshopReactivated':
      return update({ status: 'active' });
    case 'WorkshopRejected':
      return update({ status: 'rejected', rejection_reason: event.data.reason });
    case 'WorkshopResubmitted':
      return update({ status: 'pending', rejection_reason: null });
    case 'WorkshopDeactivated':
      return update({ status: 'inactive' });
    case 'WorkshopSettingsChanged':
      return update({ notify_reviews: event.data.notifyReviews, notify_status: event.data.notifyStatus });
  }
}

/** projections.workshops: one row per open workshop, its details, status, picture, settings and search column (a pure fold). */
@Injectable()
@EventProjection()
export class WorkshopsProjection extends FoldedProjection<WorkshopRowEvent> {
  readonly tables = ['workshops'];
  readonly handles = eventTypes<WorkshopRowEvent>({
    WorkshopOpened: true,
    WorkshopRevised: true,
    WorkshopImageChanged: true,
    WorkshopImageProcessed: true,
    WorkshopImageRejected: true,
    WorkshopApproved: true,
    WorkshopRejected: true,
    WorkshopResubmitted: true,
    WorkshopDeactivated: true,
    WorkshopReactivated: true,
    WorkshopSettingsChanged: true,
    WorkshopClosed: true,
  });
  readonly folds = [
    oneRowPerStream<WorkshopRow, WorkshopRowEvent>({ table: 'workshops', key: 'id', keyType: 'integer' }, evolveWorkshop),
  ];
}
