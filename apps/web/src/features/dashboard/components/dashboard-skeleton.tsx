const BLOCK = 'animate-pulse rounded bg-gray-200 dark:bg-gray-800';

/** Two card outlines while the figures load. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid gap-6 xl:grid-cols-2">
      <span className="sr-only">Memuat dashboard…</span>
      {[0, 1].map((index) => (
        <div
          key={index}
          aria-hidden="true"
          className="space-y-5 rounded-2xl border border-gray-200 bg-white p-6 dark:border-gray-800 dark:bg-white/[0.03]"
        >
          <div className={`h-6 w-48 ${BLOCK}`} />
          <div className="flex gap-2">
            <div className={`h-6 w-40 ${BLOCK} rounded-full`} />
            <div className={`h-6 w-36 ${BLOCK} rounded-full`} />
          </div>
          <div className={`h-2 w-full ${BLOCK} rounded-full`} />
          {Array.from({ length: 6 }, (_, row) => (
            <div key={row} className="grid grid-cols-3 gap-4">
              <div className={`h-4 ${BLOCK}`} />
              <div className={`h-4 ${BLOCK}`} />
              <div className={`h-4 ${BLOCK}`} />
            </div>
          ))}
          <div className={`h-48 w-full ${BLOCK} rounded-xl`} />
        </div>
      ))}
    </div>
  );
}
