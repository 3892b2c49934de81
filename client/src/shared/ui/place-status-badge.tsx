import type { PlaceStatus } from '../domain/picture';
import { Badge, type BadgeTone } from './badge';
import { labelsMore } from '../messages/labels-more';

const TONE: Record<PlaceStatus, BadgeTone> = {
  pending: 'warning',
  active: 'success',
  inactive: 'neutral',
  rejected: 'danger',
};

/** A store's or workshop's status: نشط، قيد المراجعة، غير نشط، مرفوض. */
export function PlaceStatusBadge({ status }: { status: PlaceStatus }) {
  return <Badge tone={TONE[status]}>{labelsMore.placeStatus[status]}</Badge>;
}
