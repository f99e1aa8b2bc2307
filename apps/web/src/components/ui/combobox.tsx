import { ChevronDown } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { FIELD_CLASS } from './input';

export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxProps {
  /** The input's id, for its <label htmlFor>. */
  id: string;
  options: ComboboxOption[];
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** The text input, so a form can move the focus to it. */
  ref?: Ref<HTMLInputElement>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A searchable single choice (WAI-ARIA combobox with a list popup): type to filter, arrows to move, Enter to
 * pick, Escape to close. What is typed but not picked is dropped on blur.
 */
export function Combobox({
  id,
  options,
  value,
  onChange,
  placeholder,
  disabled,
  ref,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: ComboboxProps) {
  const listId = useId();
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

  return (
    <div className="relative">
      <input
        ref={ref}
        id={id}
        type="text"
        role="combobox"
        aria-invalid={invalid}
        aria-describedby={describedBy}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${listId}-${activeOption.value}` : undefined}
        placeholder={placeholder}
        disabled={disabled}
        className={cn(FIELD_CLASS, 'pr-10')}
        value={query ?? selected?.label ?? ''}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => {
          const exact = options.find((option) => option.label.toLowerCase() === needle);
          if (exact) onChange(exact.value);
          setQuery(null);
          setOpen(false);
        }}
        onKeyDown={onKeyDown}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-gray-500 dark:text-gray-400"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={placeholder}
        hidden={!open}
        className="custom-scrollbar absolute z-10 mt-1 max-h-60 w-full overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 shadow-theme-lg dark:border-gray-800 dark:bg-gray-900"
      >
        {matches.length === 0 && (
          <li className="px-4 py-2 text-sm text-gray-500 dark:text-gray-400">Tidak ada data</li>
        )}
        {matches.map((option) => (
          <li
            key={option.value}
            id={`${listId}-${option.value}`}
            role="option"
            aria-selected={option.value === value}
            className={cn(
              'cursor-pointer px-4 py-2 text-sm text-gray-700 dark:text-gray-300',
              option === activeOption &&
                'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300',
            )}
            // Keep the focus in the input, so blur does not drop the choice before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
