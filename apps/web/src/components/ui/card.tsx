import type { ReactNode } from 'react';

/** One card per table (ui.md): a header with the title and its actions, then the content. */
export function Card({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-white/[0.03]">
      <header className="flex flex-wrap items-center justify-between gap-3 px-5 py-4 sm:px-6 sm:py-5">
        <h2 className="text-lg font-semibold text-gray-800 dark:text-white/90">{title}</h2>
        {actions && <div className="flex flex-wrap items-center gap-3">{actions}</div>}
      </header>
      <div className="space-y-5 border-t border-gray-100 p-4 sm:p-6 dark:border-gray-800">{children}</div>
    </section>
  );
}
