import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../../lib/cn';
import { focusMainRegion } from './main-region';
import type { MenuItem } from './menu';

/** Ctrl+K (Cmd+K on a Mac) focuses the search box from anywhere (spec section 2). */
export function isSearchShortcut(event: Pick<globalThis.KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>) {
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
}

/** The header's search: finds a screen of the menu by name and opens it. */
export function MenuSearch({ items }: { items: readonly MenuItem[] }) {
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const needle = text.trim().toLowerCase();
  const matches = needle ? items.filter((item) => item.label.toLowerCase().includes(needle)) : [];
  const open = matches.length > 0;
  const activeItem = open ? matches[Math.min(active, matches.length - 1)] : undefined;

  const go = (item: MenuItem) => {
    setText('');
    // The content region takes the focus now, not once the new screen has rendered: blurring would leave it on
    // the page body meanwhile, and a key pressed then would be lost.
    focusMainRegion();
    void navigate(item.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && activeItem) {
      event.preventDefault();
      go(activeItem);
    } else if (event.key === 'Escape') {
      setText('');
    }
  };

  return (
    <div className="relative hidden max-w-[430px] min-w-0 flex-1 lg:block">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-gray-500 dark:text-gray-400"
      />
      <input
        ref={input}
        type="text"
        role="combobox"
        aria-label="Search menu"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeItem ? `${listId}-${activeItem.path}` : undefined}
        placeholder="Search or type command..."
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setText('')}
        className="h-11 w-full rounded-lg border border-control bg-transparent py-2.5 pr-14 pl-12 text-sm text-gray-800 shadow-theme-xs placeholder:text-gray-500 focus:border-brand-300 focus:ring-3 focus:ring-brand-500/10 focus:outline-hidden dark:border-gray-500 dark:bg-white/[0.03] dark:text-white/90 dark:placeholder:text-gray-400"
      />
      <kbd
        aria-hidden="true"
        className="absolute top-1/2 right-2.5 inline-flex -translate-y-1/2 items-center gap-0.5 rounded-lg border border-gray-200 bg-gray-50 px-[7px] py-[4.5px] text-xs -tracking-[0.2px] text-gray-500 dark:border-gray-800 dark:bg-white/[0.03] dark:text-gray-400"
      >
        ⌘K
      </kbd>
      <ul
        id={listId}
        role="listbox"
        aria-label="Menu matches"
        hidden={!open}
        className="absolute z-50 mt-1 w-full rounded-lg border border-gray-200 bg-white py-1 shadow-theme-lg dark:border-gray-800 dark:bg-gray-900"
      >
        {matches.map((item) => (
          <li
            key={item.path}
            id={`${listId}-${item.path}`}
            role="option"
            aria-selected={item === activeItem}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(item)}
            className={cn(
              'flex cursor-pointer items-center gap-3 px-4 py-2 text-sm text-gray-700 dark:text-gray-300',
              item === activeItem && 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300',
            )}
          >
            <item.icon aria-hidden="true" className="size-4" />
            {item.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
