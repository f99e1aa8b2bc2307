import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { useReturnFocus } from './return-focus';
import { cn } from '../../lib/cn';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** The element focused when the dialog opens (confirm dialogs: Cancel); else the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: 'sm' | 'md' | 'lg';
  /** The dialog's language when it is not the page's (`en` for the spec's English dialogs). */
  lang?: string;
}

const SIZES = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' };

/**
 * Radix Dialog (not AlertDialog, which ignores backdrop clicks): focus moves in and is trapped, Escape and a
 * backdrop click close it, page scroll is locked, and focus returns to the opener.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  initialFocus,
  size = 'md',
  lang,
}: ModalProps) {
  const focus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[99998] bg-gray-400/50 backdrop-blur-[32px] dark:bg-gray-950/60" />
        <Dialog.Content
          lang={lang}
          className={cn(
            'fixed top-1/2 left-1/2 z-[99999] max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-theme-lg sm:p-8 dark:bg-gray-900',
            SIZES[size],
          )}
          // Radix warns about a missing description unless told there is none.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onEscapeKeyDown={(event) => {
            // An open list inside the dialog closes first; the next Escape closes the dialog.
            const target = event.target;
            if (target instanceof HTMLElement && target.getAttribute('aria-expanded') === 'true') {
              event.preventDefault();
            }
          }}
          onCloseAutoFocus={focus.restore}
          onOpenAutoFocus={(event) => {
            focus.remember();
            if (initialFocus?.current) {
              event.preventDefault();
              initialFocus.current.focus();
            }
          }}
        >
          <Dialog.Title className="pr-10 text-xl font-semibold text-gray-800 dark:text-white/90">
            {title}
          </Dialog.Title>
          {description !== undefined && (
            <Dialog.Description className="mt-2 text-sm text-gray-600 dark:text-gray-400">
              {description}
            </Dialog.Description>
          )}
          <div className="mt-5">{children}</div>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 flex size-10 items-center justify-center rounded-full bg-gray-100 text-gray-500 hover:bg-gray-200 hover:text-gray-700 dark:bg-gray-800 dark:text-gray-400 dark:hover:bg-gray-700 dark:hover:text-white"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The row of buttons at the foot of a dialog. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-wrap items-center justify-end gap-3">{children}</div>;
}
