import { useMutation } from '@tanstack/react-query';
import { downloadFile, retryWhenBusy, type BusyWait, call } from '../../../lib/api-client';
import { CONVERT_BANKS, csvNameOf, type ConvertBank } from '../lib/convert-banks';

export interface ConvertRequest {
  bank: ConvertBank;
  file: File;
  /** Told when a busy server (503) is waited for before the next try, and null when that try starts. */
  onBusy?: (wait: BusyWait | null) => void;
}

/**
 * Sends the workbook (multipart `myfile`) and downloads the CSV the server writes. Resolves with its name. A busy
 * server's refusal is tried again after its Retry-After, a few times (decision 039).
 */
export function useConvertMutasi() {
  return useMutation({
    mutationFn: ({ bank, file, onBusy }: ConvertRequest) => {
      const endpoint = CONVERT_BANKS.find((choice) => choice.value === bank)!.endpoint;
      return retryWhenBusy(
        () => {
          const form = new FormData();
          form.append('myfile', file, file.name);
          return downloadFile(call(endpoint), { form, fallbackName: csvNameOf(file.name) });
        },
        { onWait: onBusy },
      );
    },
  });
}
