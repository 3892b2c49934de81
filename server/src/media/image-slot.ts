import { mediaUrl } from './media-urls';
import { ImageRef, ImageVariant } from './stored-image';

export type ImageSlotStatus = 'processing' | 'ready' | 'failed';

/** The one picture of a store (its logo) or a workshop, as commands see it. */
export interface ImageSlot {
  imageId: string;
  key: string;
  status: ImageSlotStatus;
}

export const slotOf = (ref: ImageRef | null): ImageSlot | null =>
  ref ? { imageId: ref.imageId, key: ref.key, status: 'processing' } : null;

/** The slot after the worker settled `imageId`; a result for a photo since replaced changes nothing. */
export const settleSlot = (slot: ImageSlot | null, imageId: string, status: ImageSlotStatus): ImageSlot | null =>
  slot && slot.imageId === imageId ? { ...slot, status } : slot;

/** What the worker reports back for one picture (cars have their own, per photo). */
export type PictureResult =
  { kind: 'processed'; width: number; height: number; variants: ImageVariant[] } | { kind: 'rejected'; reason: string };

/** What recording the worker's result did: recorded once; a repeat, or a photo replaced or gone meanwhile, records nothing. */
export type PictureOutcome = 'recorded' | 'already-settled' | 'gone';

/** A read model's picture columns (`<prefix>_id`, `_status`, `_width`, `_height`, `_variants`). */
export interface PictureColumns {
  id: string | null;
  status: ImageSlotStatus | null;
  width: number | null;
  height: number | null;
  variants: ImageVariant[] | null;
}

export interface PictureView {
  id: string;
  url: string | null;
  status: ImageSlotStatus;
  width: number | null;
  height: number | null;
  variants: Array<{ width: number; height: number; url: string }>;
}

/**
 * A picture as the API shows it: a mid-size WebP variant once processed; until then (or when
 * the worker refused it) no URL, and clients show their placeholder.
 */
export function pictureView(columns: PictureColumns): PictureView | null {
  if (!columns.id || !columns.status) return null;
  const variants = [...(columns.variants ?? [])]
    .sort((a, b) => a.width - b.width)
    .map((v) => ({ width: v.width, height: v.height, url: mediaUrl(v.key) }));
  const display = variants.filter((v) => v.width <= 640).pop() ?? variants.at(0);
  return {
    id: columns.id,
    url: columns.status === 'ready' && display ? display.url : null,
    status: columns.status,
    width: columns.width,
    height: columns.height,
    variants,
  };
}
