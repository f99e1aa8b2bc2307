import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';
import { CONVERT_BANKS, csvNameOf, type ConvertBank } from '../lib/convert-banks';

/** Sends the workbook (multipart `myfile`) and downloads the CSV the server writes. Resolves with its name. */
export function useConvertMutasi() {
  return useMutation({
    mutationFn: ({ bank, file }: { bank: ConvertBank; file: File }) => {
      const endpoint = CONVERT_BANKS.find((choice) => choice.value === bank)!.endpoint;
      const form = new FormData();
      form.append('myfile', file, file.name);
      return downloadFile('POST', endpoint, { form, fallbackName: csvNameOf(file.name) });
    },
  });
}
