import { History, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** The spec's red note above the form: some files go through Convert Mutasi first. */
export function ConvertFirstNote() {
  return (
    <p className="flex items-start gap-2.5 rounded-xl border border-error-300 bg-error-50 px-4 py-3 text-sm text-error-700 dark:border-error-500/30 dark:bg-error-500/15 dark:text-error-300">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        File Mandiri, BNI Mobile dan QRIS wajib dikonversi terlebih dahulu di{' '}
        <Link to="/convert-mutasi" className="font-semibold underline underline-offset-2">
          Convert Mutasi
        </Link>{' '}
        sebelum diupload.
      </span>
    </p>
  );
}

/** "Pakai pilihan terakhir": the last attempt's choices, taken back with one press (decision 036). */
export function LastChoicesOffer({ summary, onUse }: { summary: string; onUse: () => void }) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-gray-200 px-4 py-3 text-sm dark:border-gray-800">
      <Button type="button" variant="outline" size="sm" aria-describedby={id} onClick={onUse}>
        <History aria-hidden="true" className="size-4" />
        Pakai pilihan terakhir
      </Button>
      <span id={id} className="text-gray-600 dark:text-gray-300">
        {summary}
      </span>
    </div>
  );
}
