import type { InspectionStatus } from '../../../../shared/socket-contract';
import type { Paged } from '../../shared/domain/picture';

// Declared with the socket pushes that carry it (inspection.status_changed).
export type { InspectionStatus };

/** A warranty inspection request as the API sends it: the car form's fields at the top. */
export interface Inspection {
  id: number;
  user_id: number;
  status: InspectionStatus;
  name: string;
  brand: string;
  model: string;
  year: number | null;
  mileage: number;
  color: string;
  description: string;
  phone: string;
  city: string;
  preferred_date: string | null;
  scheduled_at: string | null;
  admin_note: string | null;
  requester: { id: number; name: string | null; email: string | null };
  created_at: string;
}

export type InspectionPage = Paged<Inspection>;
