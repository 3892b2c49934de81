/** Public URL of a stored object, served (and cached) by MediaController. */
export const mediaUrl = (key: string): string => `/media/${key}`;

/** Shown while a photo is still being processed, or when a car has none. */
export const PLACEHOLDER_IMAGE_URL = '/media/placeholder/car.svg';

/** Only processed variants are public: originals may carry EXIF (GPS) the seller never meant to share. */
export const PUBLIC_MEDIA_PREFIXES = ['variants/'] as const;

export const variantKey = (owner: string, imageId: string, width: number): string => `variants/${owner}/${imageId}/${width}.webp`;
