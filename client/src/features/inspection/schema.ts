import { z } from 'zod';
import { carDetailsDefaults, carDetailsSchema } from '../../shared/forms/car-schema';
import { arm } from '../../shared/messages/ar-manage';

// signed-in-area.md §5, inspection request: the car form's own rules (shared with the listing
// forms; the server applies the same), plus a phone and city to arrange the inspection and an
// optional preferred day.

const PHONE = /^\+?[0-9][0-9 -]{8,18}[0-9]$/;
const latin = (text: string) => text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));

const today = () => new Date().toISOString().slice(0, 10);

export const inspectionSchema = carDetailsSchema.extend({
  phone: z
    .string()
    .trim()
    .refine((value) => PHONE.test(latin(value)), arm.inspection.phone),
  city: z.string().trim().min(2, arm.inspection.city),
  preferred_date: z.string().refine((value) => value === '' || value >= today(), arm.inspection.preferredDate),
});

export type InspectionValues = z.infer<typeof inspectionSchema>;

export const inspectionDefaults: InspectionValues = {
  ...carDetailsDefaults,
  condition: 'used',
  phone: '',
  city: '',
  preferred_date: '',
};
