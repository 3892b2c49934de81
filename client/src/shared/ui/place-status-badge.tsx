import type { PlaceStatus } from '../domain/picture';
import { labels } from '../messages/ar';
import { Badge, type BadgeTone } from './badge';

const TONE: Record<PlaceStatus, BadgeTone> = {
  pending: 'warning',
  active: 'success',
  inactive: 'neutral',
  rejected: 'danger',
};

/** A store's or workshop's status: نشط، قيد المراجعة، غير نشط، مرفوض. */
export function PlaceStatusBadge({ status }: { status: PlaceStatus }) {
  return <Badge tone={TONE[status] ?? 'danger'}>{labels.placeStatus[status] ?? labels.placeStatus.rejected}</Badge>;
}
