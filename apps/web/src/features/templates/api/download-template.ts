import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';
import { fallbackNameOf, templateCall, type Template } from '../lib/templates';

/** Downloads one CSV template; resolves with the name it was saved under. */
export function useDownloadTemplate() {
  return useMutation({
    mutationFn: (template: Template) =>
      downloadFile(templateCall(template), { fallbackName: fallbackNameOf(template) }),
  });
}
