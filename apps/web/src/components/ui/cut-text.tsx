import { cn } from '../../lib/cn';

/**
 * A text cut to one line with an ellipsis. The whole value stays in the page: the title shows it on hover and a
 * screen reader reads it all (it is the cell's name). In a table at comfortable density it wraps in full, which
 * is how a keyboard user without a mouse sees it whole.
 */
export function CutText({ text, className }: { text: string; className?: string }) {
  return (
    <span
      title={text}
      className={cn(
        'block truncate group-data-[density=comfortable]/table:overflow-visible group-data-[density=comfortable]/table:whitespace-normal',
        className,
      )}
    >
      {text}
    </span>
  );
}
