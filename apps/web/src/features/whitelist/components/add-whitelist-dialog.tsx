import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { MSG } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/dialog';
import { Input, Label } from '../../../components/ui/input';
import { NoticeSlot, useNotice, type NoticeTone } from '../../../components/ui/notice';
import { messageOf } from '../../../lib/api-client';
import { useCreateWhitelist } from '../api/change-whitelist';
import { isIpInputValid, toIpInput } from './ip-input';

export interface AddWhitelistDialogProps {
  canManage: boolean;
  onResult: (tone: NoticeTone, text: string) => void;
}

/** "Add WL": one IPv4 address, checked as typed before it is sent. */
export function AddWhitelistDialog({ canManage, onResult }: AddWhitelistDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [ip, setIp] = useState('');
  const { notice, show, clear } = useNotice();
  const create = useCreateWhitelist();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setIp('');
      clear();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isIpInputValid(ip)) return show('error', MSG.ipInvalid);
    create.mutate(ip, {
      onSuccess: (result) => {
        onOpenChange(false);
        onResult('success', result.message || MSG.ipCreated(ip));
      },
      onError: (error) => show('error', messageOf(error)),
    });
  };

  return (
    <>
      <Button disabled={!canManage} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        Add WL
      </Button>
      <Modal open={open} onOpenChange={onOpenChange} title="Add Whitelist IP">
        <form onSubmit={submit} noValidate className="space-y-4">
          <NoticeSlot notice={notice} />
          <div>
            <Label htmlFor={`${id}-ip`}>IP Address</Label>
            <Input
              id={`${id}-ip`}
              inputMode="decimal"
              autoComplete="off"
              placeholder="192.168.1.1"
              maxLength={15}
              value={ip}
              onChange={(event) => setIp(toIpInput(event.target.value))}
            />
          </div>
          <ModalActions>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
              {create.isPending ? 'Submitting...' : 'Submit'}
            </Button>
          </ModalActions>
        </form>
      </Modal>
    </>
  );
}
