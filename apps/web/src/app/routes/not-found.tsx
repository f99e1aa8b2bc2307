import { Link } from 'react-router';
import { ThemeToggle } from '../shell/theme-toggle';

export default function NotFoundPage() {
  return (
    <main
      lang="en"
      className="relative flex min-h-screen flex-col items-center justify-center overflow-hidden p-6"
    >
      <title>Not Found | Rekon</title>
      <div className="mx-auto w-full max-w-[472px] text-center">
        <h1 className="mb-8 text-title-sm font-bold text-gray-800 sm:text-5xl dark:text-white/90">ERROR</h1>
        <p
          aria-hidden="true"
          className="mb-8 text-[120px] leading-none font-bold text-brand-500 sm:text-[160px]"
        >
          404
        </p>
        <p className="mt-10 mb-6 text-base text-gray-700 sm:text-lg dark:text-gray-400">
          We can&apos;t seem to find the page you are looking for!
        </p>
        <Link
          to="/"
          className="inline-flex items-center justify-center rounded-lg border border-gray-300 bg-white px-5 py-3.5 text-sm font-medium text-gray-700 shadow-theme-xs hover:bg-gray-50 hover:text-gray-800 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-300 dark:hover:bg-white/[0.03] dark:hover:text-gray-200"
        >
          Back to Home Page
        </Link>
      </div>
      <p className="absolute bottom-6 left-1/2 -translate-x-1/2 text-center text-sm text-gray-500 dark:text-gray-400">
        &copy; {new Date().getFullYear()} Rekon
      </p>
      <ThemeToggle className="fixed right-6 bottom-6" />
    </main>
  );
}
