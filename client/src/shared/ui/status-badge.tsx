import type { CarStatus } from '../domain/car';
import { labels } from '../messages/ar';
import { Badge, type BadgeTone } from './badge';

const TONE: Record<CarStatus, BadgeTone> = {
  pending: 'warning',
  active: 'success',
  rejected: 'danger',
  expired: 'neutral',
};

export function CarStatusBadge({ status }: { status: CarStatus }) {
  return <Badge tone={TONE[status]}>{labels.carStatus[status]}</Badge>;
}
