/** Joins the class names that are set (a conditional class is `cond && 'class'`). */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
