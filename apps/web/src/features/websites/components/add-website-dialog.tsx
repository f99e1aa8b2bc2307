import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { MSG } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/dialog';
import { Input, Label } from '../../../components/ui/input';
import { NoticeSlot, useNotice, type NoticeTone } from '../../../components/ui/notice';
import { Select } from '../../../components/ui/select';
import { messageOf } from '../../../lib/api-client';
import { useCreateWebsite } from '../api/create-website';

const CREATE_FAILED = '❌ Gagal menambahkan website.';

/** Letters and digits only, upper-cased as typed (spec section 5). */
export const toWebsiteCode = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

const EMPTY = { website_name: '', website_code: '', website_panel: 'NEXUS' };

export interface AddWebsiteDialogProps {
  canManage: boolean;
  onResult: (tone: NoticeTone, text: string) => void;
}

/** "Add Website": name, code and panel (NEXUS or luxe, NEXUS by default). */
export function AddWebsiteDialog({ canManage, onResult }: AddWebsiteDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const { notice, show, clear } = useNotice();
  const create = useCreateWebsite();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setForm(EMPTY);
      clear();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const website = {
      website_name: form.website_name.trim(),
      website_code: form.website_code.trim(),
      website_panel: form.website_panel,
    };
    if (!website.website_name || !website.website_code || !website.website_panel) {
      show('error', MSG.websiteFieldsRequired);
      return;
    }
    create.mutate(website, {
      onSuccess: (result) => {
        onOpenChange(false);
        onResult('info', result.message || MSG.websiteCreated);
      },
      onError: (error) => show('error', `${CREATE_FAILED} ${messageOf(error)}`),
    });
  };

  return (
    <>
      <Button disabled={!canManage} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        Add Website
      </Button>
      <Modal open={open} onOpenChange={onOpenChange} title="Add Website">
        <form onSubmit={submit} noValidate className="space-y-4">
          <NoticeSlot notice={notice} />
          <div>
            <Label htmlFor={`${id}-name`}>Website Name</Label>
            <Input
              id={`${id}-name`}
              value={form.website_name}
              maxLength={100}
              onChange={(event) => setForm({ ...form, website_name: event.target.value })}
            />
          </div>
          <div>
            <Label htmlFor={`${id}-code`}>Website Code</Label>
            <Input
              id={`${id}-code`}
              value={form.website_code}
              maxLength={20}
              autoCapitalize="characters"
              onChange={(event) => setForm({ ...form, website_code: toWebsiteCode(event.target.value) })}
            />
          </div>
          <div>
            <Label htmlFor={`${id}-panel`}>Website Panel</Label>
            <Select
              id={`${id}-panel`}
              value={form.website_panel}
              onChange={(event) => setForm({ ...form, website_panel: event.target.value })}
            >
              <option value="NEXUS">NEXUS</option>
              <option value="luxe">luxe</option>
            </Select>
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
