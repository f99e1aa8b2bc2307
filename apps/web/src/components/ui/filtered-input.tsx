import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { ComponentProps } from 'react';
import { Input } from './input';

export interface FilteredInputProps<Values extends FieldValues> extends Omit<
  ComponentProps<'input'>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'ref'
> {
  control: Control<Values>;
  name: Path<Values>;
  /** What the field keeps of a keystroke or a paste (digits only, upper-case letters and digits, ...). */
  filter: (text: string) => string;
}

/** A text field of a form that keeps only what `filter` lets through, as typed or pasted. */
export function FilteredInput<Values extends FieldValues>({
  control,
  name,
  filter,
  ...props
}: FilteredInputProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Input
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(filter(event.target.value))}
        />
      )}
    />
  );
}
