import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../../event-store/event.types';
import { EventProjection, Projection } from '../../../event-store/projection';
import { normaliseArabic, searchDocument } from '../../../shared/arabic/normalise';
import { WORKSHOP_EVENT_TYPES, WorkshopDetails, WorkshopEvent } from '../../domain/workshop.events';

const COLUMNS: Record<keyof WorkshopDetails, string> = {
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

type Searchable = Pick<WorkshopDetails, 'name' | 'location' | 'city' | 'specialization' | 'description' | 'services'>;

/** A visitor finds a workshop by its name, city, place, speciality, services or description. */
const searchText = (d: Searchable) =>
  searchDocument(d.name, d.city, d.location, d.specialization, d.services.join(' '), d.description);

/** projections.workshops: one row per open workshop, its details, status, photo, settings and search column. */
@Injectable()
@EventProjection()
export class WorkshopsProjection implements Projection {
  readonly tables = ['workshops'];
  readonly handles = WORKSHOP_EVENT_TYPES;

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as WorkshopEvent;
    const id = Number(recorded.streamId);
    const at = recorded.recordedAt;
    const v = recorded.streamVersion;
    const update = (set: string, params: unknown[] = []) =>
      m.query(`UPDATE workshops SET ${set}, updated_at = $1, version = $2 WHERE id = $3 AND version < $2`, [
        at,
        v,
        id,
        ...params,
      ]);
    switch (event.type) {
      case 'WorkshopOpened': {
        const d = event.data.details;
        const image = event.data.image;
        await m.query(
          `INSERT INTO workshops (id, user_id, status, name, location, address, city, city_key, commercial_registration_number,
             phone, working_hours, description, services, warranty_offered, specialization,
             image_id, image_status, image_width, image_height, search_text, created_at, updated_at, version)
           VALUES ($1, $2, 'pending', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $20, $21)
           ON CONFLICT (id) DO NOTHING`,
          [
            id,
            event.data.ownerId,
            d.name,
            d.location,
            d.address,
            d.city,
            normaliseArabic(d.city),
            d.commercialRegistrationNumber,
            d.phone,
            d.workingHours,
            d.description,
            d.services,
            d.warrantyOffered,
            d.specialization,
            image?.imageId ?? null,
            image ? 'processing' : null,
            image?.width ?? null,
            image?.height ?? null,
            searchText(d),
            at,
            v,
          ],
        );
        return;
      }
      case 'WorkshopRevised': {
        const entries = (Object.entries(event.data.changes) as Array<[keyof WorkshopDetails, unknown]>).filter(
          ([key]) => COLUMNS[key],
        );
        if (!entries.length) return;
        const set = entries.map(([key], i) => `${COLUMNS[key]} = $${i + 4}`);
        const values = entries.map(([, value]) => value);
        if (event.data.changes.city !== undefined) {
          set.push(`city_key = $${values.length + 4}`);
          values.push(normaliseArabic(event.data.changes.city));
        }
        await update(set.join(', '), values);
        const [row]: Array<Searchable | undefined> = await m.query(
          `SELECT name, location, city, specialization, description, services FROM workshops WHERE id = $1`,
          [id],
        );
        if (row) await m.query(`UPDATE workshops SET search_text = $2 WHERE id = $1`, [id, searchText(row)]);
        return;
      }
      case 'WorkshopImageChanged': {
        const image = event.data.image;
        await update(`image_id = $4, image_status = $5, image_width = $6, image_height = $7, image_variants = '[]'::jsonb`, [
          image?.imageId ?? null,
          image ? 'processing' : null,
          image?.width ?? null,
          image?.height ?? null,
        ]);
        return;
      }
      case 'WorkshopImageProcessed':
        await m.query(
          `UPDATE workshops SET image_status = 'ready', image_width = $3, image_height = $4, image_variants = $5::jsonb, version = $6
            WHERE id = $1 AND image_id = $2 AND version < $6`,
          [id, event.data.imageId, event.data.width, event.data.height, JSON.stringify(event.data.variants), v],
        );
        return;
      case 'WorkshopImageRejected':
        await m.query(
          `UPDATE workshops SET image_status = 'failed', version = $3 WHERE id = $1 AND image_id = $2 AND version < $3`,
          [id, event.data.imageId, v],
        );
        return;
      case 'WorkshopApproved':
        await update(`status = 'active', rejection_reason = NULL, approved_at = COALESCE(approved_at, $1)`);
        return;
      case 'WorkshopReactivated':
        await update(`status = 'active'`);
        return;
      case 'WorkshopRejected':
        await update(`status = 'rejected', rejection_reason = $4`, [event.data.reason]);
        return;
      case 'WorkshopResubmitted':
        await update(`status = 'pending', rejection_reason = NULL`);
        return;
      case 'WorkshopDeactivated':
        await update(`status = 'inactive'`);
        return;
      case 'WorkshopSettingsChanged':
        await update(`notify_reviews = $4, notify_status = $5`, [event.data.notifyReviews, event.data.notifyStatus]);
        return;
      case 'WorkshopClosed':
        await m.query(`DELETE FROM workshops WHERE id = $1`, [id]);
        return;
      case 'WorkshopReviewed':
      case 'WorkshopReviewRemoved':
      case 'WorkshopAdPublished':
      case 'WorkshopAdRevised':
      case 'WorkshopAdRemoved':
        return; // other read models
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  }
}
