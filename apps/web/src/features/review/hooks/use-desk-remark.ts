import { useRef, useState } from 'react';
import { MSG } from '@rekon/contracts';
import { useNotice } from '../../../components/ui/notice';

/**
 * The Keterangan of a desk dialog (Saran, Batalkan) with the dialog's notice: required before any action, the
 * focus back in it whenever the dialog refuses, both cleared when the dialog closes.
 */
export function useDeskRemark() {
  const [remark, setRemark] = useState('');
  const [invalid, setInvalid] = useState(false);
  const remarkRef = useRef<HTMLInputElement>(null);
  const { notice, show, clear } = useNotice();
  const refuse = (text: string) => {
    show('error', text);
    remarkRef.current?.focus();
  };
  return {
    notice,
    clearNotice: clear,
    refuse,
    remark: remark.trim(),
    /** The remark, trimmed; null once the dialog said it is required. */
    required(): string | null {
      const text = remark.trim();
      setInvalid(text === '');
      if (text === '') refuse(MSG.remarkRequired);
      return text === '' ? null : text;
    },
    reset() {
      setRemark('');
      setInvalid(false);
      clear();
    },
    /** What DeskClosing shows of the remark. */
    field: { remarkRef, remark, onRemark: setRemark, invalid },
  };
}
