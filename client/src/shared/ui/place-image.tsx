import { useState } from 'react';
import type { PlaceKind } from '../../../../shared/place-kind';
import type { Picture } from '../domain/picture';
import { cn } from './cn';

interface PlaceImageProps {
  picture: Picture | null | undefined;
  alt: string;
  /** The rendered width per layout, so the browser picks the smallest sufficient variant. */
  sizes: string;
  kind: PlaceKind;
  className?: string;
}

/**
 * A store's logo or a workshop's photo from its WebP variants, or a placeholder when there is
 * none yet (still processing), the worker refused it, or the file fails to load.
 */
export function PlaceImage({ picture, alt, sizes, kind, className }: PlaceImageProps) {
  const [broken, setBroken] = useState(false);
  if (!picture?.url || broken) return <PlaceImagePlaceholder kind={kind} label={alt} className={className} />;
  const variants = [...picture.variants].sort((a, b) => a.width - b.width);
  const srcSet = variants.map((v) => `${v.url} ${v.width}w`).join(', ') || undefined;
  return (
    <img
      src={picture.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={picture.width ?? 400}
      height={picture.height ?? 400}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className={cn('bg-slate-100 object-cover', className)}
    />
  );
}

export function PlaceImagePlaceholder({ kind, label, className }: { kind: PlaceKind; label: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      className={cn('flex items-center justify-center bg-linear-to-b from-slate-100 to-slate-200 text-slate-400', className)}
    >
      <svg viewBox="0 0 24 24" className="w-1/3 max-w-20" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        {kind === 'store' ? (
          <>
            <path d="M3 9l1.5-5h15L21 9" strokeLinejoin="round" />
            <path d="M3 9h18v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" strokeLinejoin="round" />
            <path d="M5 13v7h14v-7M10 20v-5h4v5" strokeLinejoin="round" />
          </>
        ) : (
          <>
            <path d="M3 10l9-6 9 6v10H3z" strokeLinejoin="round" />
            <path d="M7 20v-7h10v7M7 16h10" />
          </>
        )}
      </svg>
    </div>
  );
}
