import { z } from 'zod';
import { arm } from '../../shared/messages/ar-manage';

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
  name: z.string().trim().min(5, arm.sell.name),
  brand: z.string().min(1, arm.sell.brand),
  category_id: z.string().min(1, arm.sell.category),
  country_of_manufacture: z.string().trim().min(2, arm.sell.country),
  model: z.string().trim().min(2, arm.sell.model),
  year: whole(arm.sell.year(MAX_YEAR), 1900, MAX_YEAR),
  condition: z.string().min(3, arm.sell.condition),
  mileage: whole(arm.sell.mileage, 0),
  fuel_type: z.string().min(1, arm.sell.fuel),
  transmission: z.string().min(1, arm.sell.transmission),
  horsepower: whole(arm.sell.horsepower, 1, 3000),
  seats: whole(arm.sell.seats, 1, 20),
  color: z.string().trim().min(3, arm.sell.color),
  description: z.string().trim().min(20, arm.sell.description),
  other_benefits: z.string().trim(),
  phone: z
    .string()
    .trim()
    .refine((value) => PHONE.test(latin(value)), arm.inspection.phone),
  city: z.string().trim().min(2, arm.inspection.city),
  preferred_date: z.string().refine((value) => value === '' || value >= today(), arm.inspection.preferredDate),
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
