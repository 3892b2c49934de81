import { z } from 'zod';
import { arm } from '../../shared/messages/ar-manage';

// signed-in-area.md §5 (stores), the same rules and messages the server applies.

const PHONE = /^\+?[0-9][0-9 -]{8,18}[0-9]$/;
const ARABIC_DIGITS = /[\u0660-\u0669]/g;
export const latinDigits = (text: string) => text.replace(ARABIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660));

const isWebsite = (value: string) => {
  if (!value) return true;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

export const storeSchema = z.object({
  name: z.string().trim().min(3, arm.stores.name),
  description: z.string().trim().min(10, arm.stores.description),
  address: z.string().trim().min(5, arm.stores.address),
  location: z.string().trim(),
  category: z.string(),
  phone: z
    .string()
    .trim()
    .refine((value) => PHONE.test(latinDigits(value)), arm.stores.phone),
  email: z.string().trim().pipe(z.email(arm.stores.email)),
  website: z.string().trim().refine(isWebsite, arm.stores.website),
  status: z.string().min(1, arm.stores.status),
});

export type StoreValues = z.infer<typeof storeSchema>;

export const storeDefaults: StoreValues = {
  name: '',
  description: '',
  address: '',
  location: '',
  category: '',
  phone: '',
  email: '',
  website: '',
  status: 'active',
};
