import { cn } from '../../lib/cn';
import type { ComboboxOption } from './combobox-option';

export interface ComboboxListProps {
  id: string;
  label?: string;
  open: boolean;
  matches: ComboboxOption[];
  value: string;
  activeOption?: ComboboxOption;
  onPick: (option: ComboboxOption) => void;
}

/** The popup list of a combobox: the matching options, the active one highlighted, or "Tidak ada data". */
export function ComboboxList({ id, label, open, matches, value, activeOption, onPick }: ComboboxListProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      hidden={!open}
      className="custom-scrollbar absolute z-10 mt-1 max-h-60 w-full overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 shadow-theme-lg dark:border-gray-800 dark:bg-gray-900"
    >
      {matches.length === 0 && (
        <li className="px-4 py-2 text-sm text-gray-500 dark:text-gray-400">Tidak ada data</li>
      )}
      {matches.map((option) => (
        <li
          key={option.value}
          id={`${id}-${option.value}`}
          role="option"
          aria-selected={option.value === value}
          className={cn(
            'cursor-pointer px-4 py-2 text-sm text-gray-700 dark:text-gray-300',
            option === activeOption && 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300',
          )}
          // Keep the focus in the input, so blur does not drop the choice before the click lands.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(option)}
        >
          {option.label}
        </li>
      ))}
    </ul>
  );
}
