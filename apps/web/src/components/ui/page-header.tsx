import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/** The page title, the document title, and the "Home > Page" breadcrumb. */
export function PageHeader({ title, crumb = title }: { title: string; crumb?: string }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <title>{`${title} | Rekon`}</title>
      <h1 className="text-xl font-semibold text-gray-800 dark:text-white/90">{title}</h1>
      <nav aria-label="Breadcrumb">
        <ol className="flex items-center gap-1.5 text-sm">
          <li className="flex items-center gap-1.5">
            <Link
              to="/"
              className="text-gray-500 hover:text-brand-600 dark:text-gray-400 dark:hover:text-brand-400"
            >
              Home
            </Link>
            <ChevronRight aria-hidden="true" className="size-4 text-gray-400" />
          </li>
          <li aria-current="page" className="text-gray-800 dark:text-white/90">
            {crumb}
          </li>
        </ol>
      </nav>
    </div>
  );
}
