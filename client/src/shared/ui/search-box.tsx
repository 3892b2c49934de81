import { useEffect } from 'react';
import { TextField } from './inputs';
import { useDraft } from './use-draft';

interface SearchBoxProps {
  label: string;
  placeholder?: string;
  value: string;
  /** Called once typing pauses, so a server search is not sent for every key. */
  onSearch: (value: string) => void;
  delayMs?: number;
  className?: string;
}

/** A labelled search field that reports its text after a short pause (Enter reports at once). */
export function SearchBox({ label, placeholder, value, onSearch, delayMs = 400, className }: SearchBoxProps) {
  const [text, setText] = useDraft(value);

  useEffect(() => {
    if (text === value) return;
    const timer = window.setTimeout(() => onSearch(text), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch, delayMs]);

  return (
    <TextField
      label={label}
      type="search"
      placeholder={placeholder}
      value={text}
      className={className}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onSearch(text);
        }
      }}
    />
  );
}
