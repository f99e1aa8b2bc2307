import { FileDown, LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { useExportGameSite, type ExportFormat } from '../api/export-game-site';
import type { ReportFilter } from '../lib/report-filter';

/** The spec's failure texts (section 8): one for the CSV export, one for the Excel export. */
export const EXPORT_FAILED: Record<ExportFormat, string> = {
  csv: 'Export gagal.',
  xlsx: 'Gagal export file.',
};

const LABELS: Record<ExportFormat, string> = { csv: 'Export CSV', xlsx: 'Export Excel' };

export interface ExportButtonsProps {
  /** The searched filter; null before Search (nothing to export yet). */
  filter: ReportFilter | null;
  onFailure: (message: string) => void;
}

/** Export CSV and Export Excel of the searched Game Site range (every date, with the Total Sum row). */
export function ExportButtons({ filter, onFailure }: ExportButtonsProps) {
  const exporter = useExportGameSite();
  const busyFormat = exporter.isPending ? exporter.variables.format : null;

  const start = (format: ExportFormat) => {
    if (!filter) return;
    exporter.mutate(
      { format, filter },
      {
        onError: (error) => {
          const detail = messageOf(error);
          onFailure(detail ? `${EXPORT_FAILED[format]} ${detail}` : EXPORT_FAILED[format]);
        },
      },
    );
  };

  return (
    <>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="outline"
          disabled={!filter || exporter.isPending}
          aria-busy={busyFormat === format}
          onClick={() => start(format)}
        >
          {busyFormat === format ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <FileDown aria-hidden="true" className="size-4" />
          )}
          {LABELS[format]}
        </Button>
      ))}
    </>
  );
}
