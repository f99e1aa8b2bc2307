import { FileDown, LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { NoticeSlot, useNotice } from '../../../components/ui/notice';
import { useDownloadTemplate } from '../api/download-template';
import { DOWNLOAD_FAILED, TEMPLATES, templateKey } from '../lib/templates';

/** Ten buttons, each downloading its CSV template; one download at a time. */
export function TemplateDownloads() {
  const download = useDownloadTemplate();
  const { notice, show } = useNotice();
  const running = download.isPending ? download.variables : undefined;

  return (
    <div className="space-y-5">
      <p className="text-sm text-gray-600 dark:text-gray-400">
        Unduh contoh file CSV dengan format yang diterima halaman Upload.
      </p>
      <NoticeSlot notice={notice} />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {TEMPLATES.map((template) => {
          const isRunning = running === template;
          return (
            <li key={templateKey(template)}>
              <Button
                variant="outline"
                className="w-full justify-start"
                disabled={download.isPending}
                aria-busy={isRunning}
                onClick={() =>
                  download.mutate(template, {
                    onSuccess: (fileName) => show('success', `✅ ${fileName} berhasil diunduh.`),
                    onError: () => show('error', DOWNLOAD_FAILED),
                  })
                }
              >
                {isRunning ? (
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-500" />
                ) : (
                  <FileDown aria-hidden="true" className="size-4 text-brand-500" />
                )}
                {template.label}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
