import { ChevronDown } from 'lucide-react';
import { useId, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { ComboboxList } from './combobox-list';
import { FIELD_CLASS } from './input';
import type { ComboboxOption } from './combobox-option';
import { useCombobox } from './use-combobox';

export type { ComboboxOption } from './combobox-option';

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
  const box = useCombobox(options, value, onChange);

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
        aria-expanded={box.open}
        aria-controls={listId}
        aria-activedescendant={box.activeOption ? `${listId}-${box.activeOption.value}` : undefined}
        placeholder={placeholder}
        disabled={disabled}
        className={cn(FIELD_CLASS, 'pr-10')}
        value={box.text}
        onChange={(event) => box.onType(event.target.value)}
        onClick={box.openList}
        onBlur={box.onBlur}
        onKeyDown={box.onKeyDown}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-gray-500 dark:text-gray-400"
      />
      <ComboboxList
        id={listId}
        label={placeholder}
        open={box.open}
        matches={box.matches}
        value={value}
        activeOption={box.activeOption}
        onPick={box.pick}
      />
    </div>
  );
}
