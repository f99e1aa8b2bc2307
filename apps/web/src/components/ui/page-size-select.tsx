import { useId } from 'react';

export interface PageSizeSelectProps {
  sizes: readonly number[];
  value: number;
  onChange: (size: number) => void;
}

/** "Show [N] entries per page". */
export function PageSizeSelect({ sizes, value, onChange }: PageSizeSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-theme-sm text-gray-600 dark:text-gray-400">
      <label htmlFor={id}>Show</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-describedby={`${id}-suffix`}
        className="h-9 rounded-lg border border-control bg-transparent px-2 text-theme-sm text-gray-800 dark:border-gray-500 dark:bg-gray-900 dark:text-white/90"
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <span id={`${id}-suffix`}>entries per page</span>
    </div>
  );
}
