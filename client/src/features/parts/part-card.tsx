import { formatMoney } from '../../shared/format/money';
import { plural } from '../../shared/format/plural';
import { partsAr } from '../../shared/messages/pages/parts';
import { Badge } from '../../shared/ui/badge';
import { CarImage } from '../../shared/ui/car-image';
import type { Part } from './parts-api';
import { labelsMore } from '../../shared/messages/labels-more';

/** Image, original badge, maker, category, price in dollars, what it fits, stock, and 'ask the store'. */
export function PartCard({ part, onAsk }: { part: Part; onAsk: (part: Part) => void }) {
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[4/3] bg-slate-50">
        <CarImage
          image={part.cover}
          alt={part.name}
          sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
          className="size-full"
        />
        <div className="absolute start-3 top-3 flex gap-2">
          {part.isOriginal ? <Badge tone="success">أصلي</Badge> : <Badge>بديل</Badge>}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold text-slate-500">
          {labelsMore.partCategories[part.category]} · {part.brand}
        </p>
        <h3 className="text-lg font-bold text-slate-900">{part.name}</h3>
        <p className="text-xl font-extrabold text-brand-700">
          {part.price_usd_minor == null ? '—' : formatMoney(part.price_usd_minor, 'USD')}
        </p>
        <div className="text-sm text-slate-600">
          <p className="font-semibold text-slate-700">يناسب:</p>
          <ul className="list-inside list-disc">
            {part.compatibility.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <p className={part.inStock ? 'text-sm font-semibold text-emerald-700' : 'text-sm font-semibold text-red-700'}>
          {part.inStock ? `متوفر (${plural(part.stock, partsAr.pieces)})` : 'غير متوفر حاليًا'}
        </p>
        <button
          type="button"
          onClick={() => onAsk(part)}
          className="mt-auto inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
          aria-label={`اسأل المتجر عن ${part.name}`}
        >
          اسأل المتجر
        </button>
      </div>
    </article>
  );
}
