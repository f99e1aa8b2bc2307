import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';

export interface TabItem<Value extends string> {
  value: Value;
  label: string;
  content: ReactNode;
}

export interface TabsProps<Value extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  items: TabItem<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
}

/**
 * Radix Tabs in the dashboard's segmented look: arrow keys move between tabs, the panel of a tab not shown is
 * not mounted (its lists are not asked for until it is opened).
 */
export function Tabs<Value extends string>({ label, items, value, onValueChange }: TabsProps<Value>) {
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={(next) => onValueChange(next as Value)}
      className="space-y-4"
    >
      <RadixTabs.List
        aria-label={label}
        className="inline-flex flex-wrap gap-1 rounded-xl bg-gray-100 p-1 dark:bg-gray-900"
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            // gray-600 rather than -500 on the gray-100 track: 4.5:1 for the tabs not chosen.
            className="h-10 rounded-lg px-4 text-sm font-medium text-gray-600 hover:text-gray-900 data-[state=active]:bg-white data-[state=active]:text-gray-900 data-[state=active]:shadow-theme-xs dark:text-gray-400 dark:hover:text-white dark:data-[state=active]:bg-gray-800 dark:data-[state=active]:text-white"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
