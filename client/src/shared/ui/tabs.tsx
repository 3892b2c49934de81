import { useRef, type KeyboardEvent } from 'react';
import { cn } from './cn';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  /** Shows a dot so users see which tab holds validation errors. */
  invalid?: boolean;
}

interface TabsProps<K extends string> {
  items: TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  idPrefix: string;
  label: string;
}

/** WAI-ARIA tabs: arrow keys move between tabs (mirrored for RTL), panels use `${idPrefix}-panel-${key}`. */
export function Tabs<K extends string>({ items, active, onChange, idPrefix, label }: TabsProps<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    // In RTL the next tab sits to the left.
    const step = event.key === 'ArrowLeft' ? 1 : event.key === 'ArrowRight' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + items.length) % items.length;
    onChange(items[next].key);
    refs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className="flex gap-1 rounded-2xl bg-slate-100 p-1">
      {items.map((item, index) => {
        const selected = item.key === active;
        return (
          <button
            key={item.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${item.key}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel-${item.key}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'relative flex-1 rounded-xl px-4 py-2.5 text-sm font-semibold transition',
              selected ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {item.label}
            {item.invalid && <span className="ms-2 inline-block size-2 rounded-full bg-red-500" aria-label="يحتوي على أخطاء" />}
          </button>
        );
      })}
    </div>
  );
}
