import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../../event-store/event.types';
import { EventProjection, Projection } from '../../../event-store/projection';
import { searchDocument } from '../../../shared/arabic/normalise';
import { WorkshopEvent, WorkshopEventType } from '../../domain/workshop.events';

/**
 * projections.workshop_ads: each ad of an open workshop. An ad has no status of its own: it is
 * public while its workshop is (CONTRACT.md: ads of an approved workshop are active at once).
 */
@Injectable()
@EventProjection()
export class WorkshopAdsProjection implements Projection {
  readonly tables = ['workshop_ads'];
  readonly handles: readonly WorkshopEventType[] = [
    'WorkshopAdPublished',
    'WorkshopAdRevised',
    'WorkshopAdRemoved',
    'WorkshopClosed',
  ];

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as WorkshopEvent;
    const workshopId = Number(recorded.streamId);
    const at = recorded.recordedAt;
    const v = recorded.streamVersion;
    switch (event.type) {
      case 'WorkshopAdPublished':
        await m.query(
          `INSERT INTO workshop_ads (id, workshop_id, title, description, price_minor, currency, search_text, created_at, updated_at, version)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9) ON CONFLICT (id) DO NOTHING`,
          [
            event.data.adId,
            workshopId,
            event.data.title,
            event.data.description,
            event.data.priceMinor,
            event.data.currency,
            searchDocument(event.data.title, event.data.description),
            at,
            v,
          ],
        );
        return;
      case 'WorkshopAdRevised': {
        const { title, description, priceMinor } = event.data.changes;
        await m.query(
          `UPDATE workshop_ads SET title = COALESCE($3, title), description = COALESCE($4, description),
                  price_minor = COALESCE($5, price_minor), updated_at = $6, version = $7
            WHERE id = $1 AND workshop_id = $2 AND version < $7`,
          [event.data.adId, workshopId, title ?? null, description ?? null, priceMinor ?? null, at, v],
        );
        const [row]: Array<{ title: string; description: string } | undefined> = await m.query(
          `SELECT title, description FROM workshop_ads WHERE id = $1`,
          [event.data.adId],
        );
        if (row) {
          await m.query(`UPDATE workshop_ads SET search_text = $2 WHERE id = $1`, [
            event.data.adId,
            searchDocument(row.title, row.description),
          ]);
        }
        return;
      }
      case 'WorkshopAdRemoved':
        await m.query(`DELETE FROM workshop_ads WHERE id = $1`, [event.data.adId]);
        return;
      case 'WorkshopClosed':
        await m.query(`DELETE FROM workshop_ads WHERE workshop_id = $1`, [workshopId]);
        return;
      case 'WorkshopOpened':
      case 'WorkshopRevised':
      case 'WorkshopImageChanged':
      case 'WorkshopImageProcessed':
      case 'WorkshopImageRejected':
      case 'WorkshopApproved':
      case 'WorkshopRejected':
      case 'WorkshopResubmitted':
      case 'WorkshopDeactivated':
      case 'WorkshopReactivated':
      case 'WorkshopSettingsChanged':
      case 'WorkshopReviewed':
      case 'WorkshopReviewRemoved':
        return; // other read models
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  }
}
