import { useId, useState, type KeyboardEvent } from 'react';
import type { RequestSuggestionRow } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { RequestOption } from './request-option';

export interface TicketSearchProps {
  /** The ticket searched for ('' before the first search). */
  ticket: string;
  onSearch: (ticket: string) => void;
  /** The server answered for `ticket`: the request, or null when it is not among the pending ones near. */
  answered: boolean;
  found: RequestSuggestionRow | null;
  picked: number | null;
  canEdit: boolean;
  onPick: (boId: number | null) => void;
}

/** "Cari tiket BO": a request by its ticket, when the suggestions do not offer it. Enter searches. */
export function TicketSearch({
  ticket,
  onSearch,
  answered,
  found,
  picked,
  canEdit,
  onPick,
}: TicketSearchProps) {
  const id = useId();
  const [text, setText] = useState('');
  const search = () => onSearch(text.trim());
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      search();
    }
  };
  return (
    <div>
      <Label htmlFor={id}>Cari tiket BO</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKey}
          placeholder="D7104878"
          autoComplete="off"
        />
        <Button variant="outline" onClick={search}>
          Cari
        </Button>
      </div>
      {ticket && answered && (
        <div className="mt-2" aria-live="polite">
          {found ? (
            <ol aria-label="Tiket dicari" className="space-y-2">
              <RequestOption
                request={found}
                picked={picked === found.bo_id}
                disabled={!canEdit}
                onPick={() => onPick(picked === found.bo_id ? null : found.bo_id)}
              />
            </ol>
          ) : (
            <p className="text-theme-sm text-gray-600 dark:text-gray-400">
              Tiket {ticket} tidak ada di BO pending sehari sebelum sampai sehari sesudah tanggal mutasi.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
