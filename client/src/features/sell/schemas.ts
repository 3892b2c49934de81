import { z } from 'zod';
import { isPositiveAmount } from '../../shared/forms/amount';
import { arm } from '../../shared/messages/ar-manage';

// The offer and photo rules of signed-in-area.md §5, the same as the server's (OfferTermsDto);
// the car's own rules are shared with the inspection form (shared/forms/car-schema.ts).

export const offerSchema = z
  .object({
    offer_type: z.enum(['sale', 'rent'], { error: arm.sell.offerType }),
    price: z.string().trim().min(1, arm.sell.price).refine(isPositiveAmount, arm.sell.priceInvalid),
    price_unit: z.enum(['SYP', 'USD', 'EUR']),
    pricing_period: z.enum(['', 'daily', 'weekly', 'monthly']),
    is_available: z.boolean(),
    additional_features: z.string().trim().max(1000, arm.sell.additionalFeatures),
    location: z.string().trim().min(2, arm.sell.location).max(120, arm.sell.location),
  })
  .refine((offer) => offer.offer_type !== 'rent' || offer.pricing_period !== '', {
    error: arm.sell.pricingPeriod,
    path: ['pricing_period'],
    // Report it together with the other fields' errors, not only once they are fixed.
    when: () => true,
  });

export type OfferValues = z.infer<typeof offerSchema>;

export const offerDefaults: OfferValues = {
  offer_type: 'sale',
  price: '',
  price_unit: 'SYP',
  pricing_period: '',
  is_available: true,
  additional_features: '',
  location: '',
};

export const IMAGE_RULES = {
  types: ['image/png', 'image/jpeg'],
  extensions: /\.(png|jpe?g)$/i,
  maxBytes: 10 * 1024 * 1024,
  maxCount: 10,
} as const;
