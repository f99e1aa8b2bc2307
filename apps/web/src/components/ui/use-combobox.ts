import { useState, type KeyboardEvent } from 'react';
import type { ComboboxOption } from './combobox-option';

/**
 * The state of a combobox: what is typed, whether the list is open, the active option, and the keys and blur that
 * move between them (type to filter, arrows to move, Enter to pick, Escape to close, an unpicked text dropped).
 */
export function useCombobox(options: ComboboxOption[], value: string, onChange: (value: string) => void) {
  const selected = options.find((option) => option.value === value);
  // null: show the chosen option's label; a string: what the user is typing.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const needle = (query ?? '').trim().toLowerCase();
  const matches = needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
  const activeOption = open ? matches[Math.min(active, matches.length - 1)] : undefined;

  const pick = (option: ComboboxOption) => {
    onChange(option.value);
    setQuery(null);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          // Opening starts on the chosen option, else the first.
          setActive(
            Math.max(
              0,
              matches.findIndex((option) => option.value === value),
            ),
          );
          setOpen(true);
        } else {
          setActive((index) => Math.min(index + 1, matches.length - 1));
        }
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => Math.max(index - 1, 0));
        break;
      case 'Enter':
        if (open && activeOption) {
          event.preventDefault();
          pick(activeOption);
        }
        break;
      case 'Escape':
        if (open) {
          setOpen(false);
          setQuery(null);
        }
        break;
      default:
        break;
    }
  };

  const onType = (text: string) => {
    setQuery(text);
    setActive(0);
    setOpen(true);
  };

  const onBlur = () => {
    const exact = options.find((option) => option.label.toLowerCase() === needle);
    if (exact) onChange(exact.value);
    setQuery(null);
    setOpen(false);
  };

  return {
    text: query ?? selected?.label ?? '',
    open,
    openList: () => setOpen(true),
    matches,
    activeOption,
    pick,
    onKeyDown,
    onType,
    onBlur,
  };
}
