/** What a review screen shows before its first Search, and after a filter changed. */
export function SearchFirst() {
  return (
    <p className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-sm text-gray-500 dark:border-gray-700 dark:text-gray-400">
      Pilih View Type, Website, Status Type dan Date, lalu tekan Search.
    </p>
  );
}
