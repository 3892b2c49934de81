import { z } from 'zod';
import { arm } from '../messages/ar-manage';

// The car form's rules and messages (signed-in-area.md §5), the same as the server's CarFieldsDto,
// maxima included: the add and edit forms and the warranty inspection request all use them.
// Values stay strings, exactly as the inputs hold them.

export const MAX_YEAR = new Date().getFullYear() + 1;

const isWhole = (value: string) => /^\d+$/.test(value);

/** A required whole number within [min, max], with one message for empty and out of range. */
const wholeNumber = (message: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .trim()
    .min(1, message)
    .refine((value) => isWhole(value) && Number(value) >= min && Number(value) <= max, message);

export const carSchema = z.object({
  name: z.string().trim().min(5, arm.sell.name).max(120, arm.sell.name),
  brand: z.string().min(1, arm.sell.brand),
  // Optional: left empty, the listing takes its model's body type (the server's model catalogue).
  category_id: z.string(),
  country_of_manufacture: z.string().trim().min(2, arm.sell.country).max(60, arm.sell.country),
  model: z.string().trim().min(2, arm.sell.model).max(60, arm.sell.model),
  year: wholeNumber(arm.sell.year(MAX_YEAR), 1900, MAX_YEAR),
  condition: z.string().min(3, arm.sell.condition),
  mileage: wholeNumber(arm.sell.mileage, 0, 5_000_000),
  fuel_type: z.string().min(1, arm.sell.fuel),
  transmission: z.string().min(1, arm.sell.transmission),
  horsepower: wholeNumber(arm.sell.horsepower, 1, 3000),
  seats: wholeNumber(arm.sell.seats, 1, 20),
  color: z.string().trim().min(3, arm.sell.color).max(40, arm.sell.color),
  description: z.string().trim().min(20, arm.sell.description).max(5000, arm.sell.description),
  is_featured: z.boolean(),
  other_benefits: z.string().trim().max(1000, arm.sell.otherBenefits),
});

export type CarValues = z.infer<typeof carSchema>;

/** The car's own fields, without the admin-only `is_featured` (the inspection request's car part). */
export const carDetailsSchema = carSchema.omit({ is_featured: true });
export type CarDetailsValues = z.infer<typeof carDetailsSchema>;

export const carDefaults: CarValues = {
  name: '',
  brand: '',
  category_id: '',
  country_of_manufacture: '',
  model: '',
  year: '',
  condition: 'new',
  mileage: '',
  fuel_type: '',
  transmission: '',
  horsepower: '',
  seats: '',
  color: '',
  description: '',
  is_featured: false,
  other_benefits: '',
};

export const carDetailsDefaults: CarDetailsValues = (({ is_featured: _featured, ...details }) => details)(carDefaults);
