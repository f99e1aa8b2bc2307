import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';
import { fallbackNameOf, type Template } from '../lib/templates';

/** Downloads one CSV template; resolves with the name it was saved under. */
export function useDownloadTemplate() {
  return useMutation({
    mutationFn: (template: Template) =>
      downloadFile('GET', template.path, { fallbackName: fallbackNameOf(template) }),
  });
}
