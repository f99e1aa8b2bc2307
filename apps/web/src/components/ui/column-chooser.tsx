import { Check, Columns3 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { Density, TableView } from '../../lib/table-view';

export interface ChoosableColumn {
  id: string;
  header: string;
}

export interface ColumnChooserProps {
  /** Every column a person may hide or show, in the table's order. */
  columns: ChoosableColumn[];
  view: TableView;
  onChange: (view: TableView) => void;
}

const ITEM =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-theme-sm text-gray-700 outline-none data-[highlighted]:bg-gray-100 data-[highlighted]:text-gray-800 dark:text-gray-300 dark:data-[highlighted]:bg-white/5 dark:data-[highlighted]:text-gray-200';
const LABEL = 'px-2 pt-1 pb-1 text-theme-xs font-medium text-gray-500 dark:text-gray-400';
const DENSITIES: { value: Density; label: string }[] = [
  { value: 'compact', label: 'Rapat (satu baris)' },
  { value: 'comfortable', label: 'Lega (teks penuh)' },
];

function Tick() {
  return (
    <span className="flex size-4 shrink-0 items-center justify-center rounded border border-control">
      <DropdownMenu.ItemIndicator>
        <Check aria-hidden="true" className="size-3.5 text-brand-600 dark:text-brand-300" />
      </DropdownMenu.ItemIndicator>
    </span>
  );
}

/**
 * "Kolom": which columns a table shows and how tall its rows are. A menu of check boxes (Radix: arrow keys,
 * Space/Enter, Escape) that stays open while several are toggled; the caller keeps the choice per account.
 */
export function ColumnChooser({ columns, view, onChange }: ColumnChooserProps) {
  const hidden = new Set(view.hidden);
  const toggle = (id: string, show: boolean) =>
    onChange({
      ...view,
      hidden: show ? view.hidden.filter((other) => other !== id) : [...view.hidden, id],
    });
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex h-11 items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 text-theme-sm font-medium text-gray-700 shadow-theme-xs hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-300 dark:hover:bg-white/[0.03]">
        <Columns3 aria-hidden="true" className="size-4" />
        Kolom
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] w-64 overflow-y-auto rounded-xl border border-gray-200 bg-white p-2 shadow-theme-lg dark:border-gray-800 dark:bg-gray-900"
        >
          <DropdownMenu.Label className={LABEL}>Tinggi baris</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={view.density}
            onValueChange={(density) => onChange({ ...view, density: density as Density })}
          >
            {DENSITIES.map((density) => (
              <DropdownMenu.RadioItem
                key={density.value}
                value={density.value}
                className={ITEM}
                onSelect={(event) => event.preventDefault()}
              >
                <Tick />
                {density.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1.5 h-px bg-gray-200 dark:bg-gray-800" />
          <DropdownMenu.Label className={LABEL}>Kolom yang tampil</DropdownMenu.Label>
          {columns.map((column) => (
            <DropdownMenu.CheckboxItem
              key={column.id}
              checked={!hidden.has(column.id)}
              onCheckedChange={(checked) => toggle(column.id, checked)}
              // Stays open: a person usually changes several columns at once.
              onSelect={(event) => event.preventDefault()}
              className={ITEM}
            >
              <Tick />
              {column.header}
            </DropdownMenu.CheckboxItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
