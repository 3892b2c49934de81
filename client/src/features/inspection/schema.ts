import { z } from 'zod';
import { ar } from '../../shared/messages/ar';

// signed-in-area.md §5, inspection request: the car form's rules (the server applies the same),
// plus a phone and city to arrange the inspection and an optional preferred day.

export const MAX_YEAR = new Date().getFullYear() + 1;
const PHONE = /^\+?[0-9][0-9 -]{8,18}[0-9]$/;
const latin = (text: string) => text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
const whole = (message: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .trim()
    .min(1, message)
    .refine((value) => /^\d+$/.test(latin(value)) && Number(latin(value)) >= min && Number(latin(value)) <= max, message);

const today = () => new Date().toISOString().slice(0, 10);

export const inspectionSchema = z.object({
  name: z.string().trim().min(5, ar.sell.name),
  brand: z.string().min(1, ar.sell.brand),
  category_id: z.string().min(1, ar.sell.category),
  country_of_manufacture: z.string().trim().min(2, ar.sell.country),
  model: z.string().trim().min(2, ar.sell.model),
  year: whole(ar.sell.year(MAX_YEAR), 1900, MAX_YEAR),
  condition: z.string().min(3, ar.sell.condition),
  mileage: whole(ar.sell.mileage, 0),
  fuel_type: z.string().min(1, ar.sell.fuel),
  transmission: z.string().min(1, ar.sell.transmission),
  horsepower: whole(ar.sell.horsepower, 1, 3000),
  seats: whole(ar.sell.seats, 1, 20),
  color: z.string().trim().min(3, ar.sell.color),
  description: z.string().trim().min(20, ar.sell.description),
  other_benefits: z.string().trim(),
  phone: z
    .string()
    .trim()
    .refine((value) => PHONE.test(latin(value)), ar.inspection.phone),
  city: z.string().trim().min(2, ar.inspection.city),
  preferred_date: z.string().refine((value) => value === '' || value >= today(), ar.inspection.preferredDate),
});

export type InspectionValues = z.infer<typeof inspectionSchema>;

export const inspectionDefaults: InspectionValues = {
  name: '',
  brand: '',
  category_id: '',
  country_of_manufacture: '',
  model: '',
  year: '',
  condition: 'used',
  mileage: '',
  fuel_type: '',
  transmission: '',
  horsepower: '',
  seats: '',
  color: '',
  description: '',
  other_benefits: '',
  phone: '',
  city: '',
  preferred_date: '',
};
