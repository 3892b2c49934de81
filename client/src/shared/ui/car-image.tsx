import type { CarCover } from '../domain/car';
import { ar } from '../messages/ar';
import { cn } from './cn';

interface CarImageProps {
  image: CarCover | null;
  alt: string;
  /** The rendered width per layout, so the browser picks the smallest sufficient variant. */
  sizes: string;
  className?: string;
  /** The details page's main photo is the largest element on screen: load it eagerly. */
  priority?: boolean;
}

/**
 * Server variants are WebP at 320/640/1024/1600 px (never wider than the original).
 * A processing upload has no variants yet, so its original URL stands in.
 */
export function CarImage({ image, alt, sizes, className, priority }: CarImageProps) {
  if (!image?.url) return <CarImagePlaceholder className={className} />;
  const variants = [...image.variants].sort((a, b) => a.width - b.width);
  const srcSet = variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ') || undefined;
  const src = variants.find((variant) => variant.width >= 640)?.url ?? variants.at(-1)?.url ?? image.url;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width ?? 1600}
      height={image.height ?? 1200}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('bg-slate-100 object-cover', className)}
    />
  );
}

/** The default picture for a car without photos. */
export function CarImagePlaceholder({ className }: { className?: string }) {
  return (
    <div
      role="img"
      aria-label={ar.cars.noImages}
      className={cn('flex items-center justify-center bg-linear-to-b from-slate-100 to-slate-200 text-slate-400', className)}
    >
      <svg viewBox="0 0 64 40" className="w-1/3 max-w-32" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
        <path d="M6 28v-7l6-9c1-1.5 2.5-2 4-2h26c1.8 0 3.2.6 4.3 2l6.7 9H60c1.6 0 3 1.4 3 3v4" strokeLinejoin="round" />
        <path d="M2 28h60" strokeLinecap="round" />
        <circle cx="17" cy="30" r="5" fill="white" />
        <circle cx="47" cy="30" r="5" fill="white" />
        <path d="M17 12v9M6 21h47" />
      </svg>
    </div>
  );
}
