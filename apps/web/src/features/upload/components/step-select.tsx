import type { ReactNode } from 'react';
import { Label } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import type { Choice } from '../lib/upload-choices';

export interface StepSelectProps<Value extends string> {
  id: string;
  label: string;
  value: Value | '';
  choices: Choice<Value>[];
  /** The empty first option ("-- Pilih … --"); none when the step has a single fixed choice. */
  placeholder?: string;
  onChange: (value: Value | '') => void;
  invalid?: boolean;
  disabled?: boolean;
  /** A line under the select (loading, empty, a failed load), tied to it by aria-describedby. */
  hint?: ReactNode;
}

/** One step of the Upload form: a labelled native select. */
export function StepSelect<Value extends string>({
  id,
  label,
  value,
  choices,
  placeholder,
  onChange,
  invalid,
  disabled,
  hint,
}: StepSelectProps<Value>) {
  const hintId = `${id}-hint`;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value as Value | '')}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
      {hint && (
        <p id={hintId} className="mt-1.5 text-theme-xs text-gray-500 dark:text-gray-400">
          {hint}
        </p>
      )}
    </div>
  );
}
