import { FileText, UploadCloud } from 'lucide-react';
import { useId } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { Button } from './button';

/** Why a choice of files was refused. */
export type FileRefusal = 'type' | 'count' | 'size';

export interface FileDropZoneProps {
  /** The id of whichever control shows (the area, or Remove), so a form can move the focus to it. */
  id: string;
  file: File | null;
  /** The rule for one file (the spec's: by MIME type or by name). */
  accepts: (file: File) => boolean;
  /** The file chooser's `accept` filter (`.csv,text/csv`). */
  inputAccept: string;
  onFile: (file: File) => void;
  onRefuse: (reason: FileRefusal) => void;
  onRemove: () => void;
  /** What the area says (it is also the button's name). */
  prompt: string;
  hint: string;
  maxBytes?: number;
  disabled?: boolean;
  invalid?: boolean;
}

const sizeText = (bytes: number) => `${formatNumber(Math.max(1, Math.ceil(bytes / 1024)))} KB`;

function refusalOf(accepted: File[], rejections: FileRejection[]): FileRefusal | null {
  // Several files are refused whole, never trimmed to the first acceptable one.
  if (accepted.length + rejections.length > 1) return 'count';
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes('file-too-large')) return 'size';
  if (rejections.length > 0) return 'type';
  return null;
}

/**
 * Exactly one file, dropped or chosen (react-dropzone). The empty area is one button (Enter or Space opens the
 * chooser); once a file is chosen the area gives way to its name, its size and Remove.
 */
export function FileDropZone({
  id,
  file,
  accepts,
  inputAccept,
  onFile,
  onRefuse,
  onRemove,
  prompt,
  hint,
  maxBytes,
  disabled,
  invalid,
}: FileDropZoneProps) {
  const hintId = useId();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    multiple: false,
    disabled,
    ...(maxBytes ? { maxSize: maxBytes } : {}),
    validator: (candidate) =>
      // While dragging, browsers hide names: only a dropped or chosen File is judged.
      candidate instanceof File && !accepts(candidate)
        ? { code: 'file-invalid-type', message: 'not accepted' }
        : null,
    onDrop: (accepted, rejections) => {
      const refusal = refusalOf(accepted, rejections);
      if (refusal) return onRefuse(refusal);
      if (accepted[0]) onFile(accepted[0]);
    },
  });

  if (file) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-gray-200 bg-gray-50 p-4 dark:border-gray-800 dark:bg-white/[0.03]">
        <FileText aria-hidden="true" className="size-8 shrink-0 text-brand-500" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-gray-800 dark:text-white/90">{file.name}</p>
          <p className="text-theme-xs text-gray-500 dark:text-gray-400">{sizeText(file.size)}</p>
        </div>
        <Button
          id={id}
          size="sm"
          variant="outline"
          disabled={disabled}
          aria-label={`Remove ${file.name}`}
          onClick={onRemove}
        >
          Remove
        </Button>
      </div>
    );
  }

  // The input is the area's sibling, not its child: a focusable element inside a role="button" is a nested
  // control to assistive technology (axe: nested-interactive). react-dropzone opens it through its ref.
  return (
    <>
      <input {...getInputProps({ accept: inputAccept, 'aria-hidden': true })} />
      <div
        {...getRootProps({
          id,
          role: 'button',
          'aria-describedby': hintId,
          'aria-invalid': invalid || undefined,
          'aria-disabled': disabled || undefined,
          className: cn(
            'flex cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors focus:outline-hidden focus-visible:border-brand-600 focus-visible:ring-3 focus-visible:ring-brand-500/30 dark:focus-visible:border-brand-300',
            isDragActive
              ? 'border-brand-500 bg-brand-50 dark:bg-brand-500/10'
              : 'border-control bg-gray-50 hover:border-brand-500 dark:border-gray-500 dark:bg-gray-900 dark:hover:border-brand-500',
            invalid && 'border-error-500 dark:border-error-500',
            disabled && 'cursor-not-allowed opacity-60',
          ),
        })}
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-white text-gray-700 shadow-theme-xs dark:bg-gray-800 dark:text-gray-300">
          <UploadCloud aria-hidden="true" className="size-7" />
        </span>
        <span className="text-sm font-medium text-gray-800 dark:text-white/90">{prompt}</span>
        <span id={hintId} className="text-theme-xs text-gray-500 dark:text-gray-400">
          {hint}
        </span>
      </div>
    </>
  );
}
