import { labels } from '../../shared/messages/ar';
import { Badge, type BadgeTone } from '../../shared/ui/badge';
import type { InspectionStatus } from './types';

const TONE: Record<InspectionStatus, BadgeTone> = {
  requested: 'warning',
  scheduled: 'brand',
  completed: 'success',
  cancelled: 'neutral',
};

export function InspectionStatusBadge({ status }: { status: InspectionStatus }) {
  return <Badge tone={TONE[status]}>{labels.inspectionStatus[status]}</Badge>;
}
