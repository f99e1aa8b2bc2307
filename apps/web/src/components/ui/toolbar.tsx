import {
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

const STEPS: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

const itemsOf = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));

/**
 * A row of buttons that is one Tab stop (WAI-ARIA toolbar, roving tabindex): the arrows, Home and End move
 * between its buttons, and Tab comes back to the one last used. A list row's actions then cost one stop, not one
 * per button. The buttons are the children's own; disabled ones are skipped.
 */
export function Toolbar({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  useLayoutEffect(() => {
    const items = itemsOf(ref.current!);
    const current = Math.min(active, items.length - 1);
    items.forEach((item, at) => {
      item.tabIndex = at === current ? 0 : -1;
    });
  });

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const at = itemsOf(event.currentTarget).findIndex((item) => item === (event.target as Element));
    if (at >= 0 && at !== active) setActive(at);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const items = itemsOf(event.currentTarget);
    const at = items.findIndex((item) => item === (event.target as Element));
    if (at < 0) return;
    event.preventDefault();
    items[step(at, items.length)]!.focus();
  };

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      aria-orientation="horizontal"
      className={className}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}
