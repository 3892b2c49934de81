import { z } from 'zod';
import { isPositiveAmount } from '../../shared/forms/amount';
import { arm } from '../../shared/messages/ar-manage';
import type { Workshop } from './types';

// signed-in-area.md §5 (workshops and ads): one rule set, the stricter of the add and edit forms,
// the same the server applies.

const PHONE = /^\+?[0-9][0-9 -]{8,18}[0-9]$/;
const latinDigits = (text: string) => text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));

export const workshopSchema = z.object({
  name: z.string().trim().min(5, arm.workshops.name),
  location: z.string().trim().min(5, arm.workshops.location),
  city: z.string().trim().min(2, arm.workshops.city),
  commercial_registration_number: z.string().trim().min(10, arm.workshops.registration),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE.test(latinDigits(value)), arm.workshops.phone),
  working_hours: z.string().trim(),
  specialization: z.string().trim(),
  services: z.string(),
  description: z.string().trim(),
  warranty_offered: z.boolean(),
  status: z.string(),
});

export type WorkshopValues = z.infer<typeof workshopSchema>;

export const workshopDefaults: WorkshopValues = {
  name: '',
  location: '',
  city: '',
  commercial_registration_number: '',
  phone: '',
  working_hours: '',
  specialization: '',
  services: '',
  description: '',
  warranty_offered: false,
  status: '',
};

/** A workshop's current data as the form's values (an all-day workshop leaves its hours empty). */
export const workshopValuesOf = (w: Workshop): WorkshopValues => ({
  name: w.name,
  location: w.location,
  city: w.city,
  commercial_registration_number: w.commercial_registration_number,
  phone: w.phone ?? '',
  working_hours: w.working_hours === '24/7' ? '' : w.working_hours,
  specialization: w.specialization,
  services: w.services.join('\n'),
  description: w.description,
  warranty_offered: w.warranty_offered,
  status: w.status,
});

/** The services textarea holds one service per line. */
export const servicesOf = (text: string) => [
  ...new Set(
    text
      .split(/[\n,،]+/)
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

export const adSchema = z.object({
  workshop_id: z.string().min(1, arm.ads.workshop),
  title: z.string().trim().min(5, arm.ads.title),
  description: z.string().trim().min(10, arm.ads.description),
  price: z
    .string()
    .trim()
    .refine((value) => isPositiveAmount(latinDigits(value)), arm.ads.price),
});

export type AdValues = z.infer<typeof adSchema>;

export const adPayloadOf = (values: AdValues) => ({
  workshop_id: Number(values.workshop_id),
  title: values.title.trim(),
  description: values.description.trim(),
  price: latinDigits(values.price.trim()),
});
