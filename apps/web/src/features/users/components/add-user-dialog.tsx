import { UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { MSG, ROLES, type Role, type WebsiteOption } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/dialog';
import { Input, Label } from '../../../components/ui/input';
import { NoticeSlot, useNotice, type NoticeTone } from '../../../components/ui/notice';
import { PasswordInput } from '../../../components/ui/password-input';
import { Select } from '../../../components/ui/select';
import { messageOf } from '../../../lib/api-client';
import { useAddUser } from '../api/add-user';

const CREATE_FAILED = '❌ Gagal membuat user.';

interface UserForm {
  name: string;
  password: string;
  role: Role;
  /** A website id as the select holds it; '' for none. */
  website: string;
}

const EMPTY: UserForm = { name: '', password: '', role: 'ADMIN', website: '' };

/** Username and password required; CHECKER and CS must be bound to a website (spec section 5). */
/** What the form still lacks, in the order of its fields (spec section 9: the rules of a new user). */
export function missingUserFields(form: UserForm): string[] {
  const missing: string[] = [];
  if (form.name.trim() === '') missing.push('Username');
  if (form.password === '') missing.push('Password');
  if (form.role !== 'ADMIN' && form.website === '') missing.push('Website');
  return missing;
}

export interface AddUserDialogProps {
  websites: WebsiteOption[];
  creatorId: number;
  onResult: (tone: NoticeTone, text: string) => void;
}

/** "New User" (ADMIN only): the new account is active; ADMIN has no website. */
export function AddUserDialog({ websites, creatorId, onResult }: AddUserDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<UserForm>(EMPTY);
  const { notice, show, clear } = useNotice();
  const add = useAddUser();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setForm(EMPTY);
      clear();
    }
  };

  const missing = missingUserFields(form);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (missing.length > 0) return;
    add.mutate(
      {
        account_name: form.name.trim(),
        account_password: form.password,
        account_role: form.role,
        account_website: form.role === 'ADMIN' ? null : Number(form.website),
        account_created_by: creatorId,
      },
      {
        onSuccess: (result) => {
          onOpenChange(false);
          onResult('success', result.message || MSG.userCreated);
        },
        onError: (error) => show('error', `${CREATE_FAILED} ${messageOf(error)}`),
      },
    );
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" className="size-4" />
        New User
      </Button>
      <Modal open={open} onOpenChange={onOpenChange} title="New User">
        <form onSubmit={submit} noValidate className="space-y-4">
          <NoticeSlot notice={notice} />
          <div>
            <Label htmlFor={`${id}-name`}>Username</Label>
            <Input
              id={`${id}-name`}
              autoComplete="off"
              maxLength={50}
              value={form.name}
              onChange={(event) => setForm({ ...form, name: event.target.value })}
            />
          </div>
          <div>
            <Label htmlFor={`${id}-password`}>Password</Label>
            <PasswordInput
              id={`${id}-password`}
              autoComplete="new-password"
              value={form.password}
              onChange={(event) => setForm({ ...form, password: event.target.value })}
            />
          </div>
          <div>
            <Label htmlFor={`${id}-role`}>Role</Label>
            <Select
              id={`${id}-role`}
              value={form.role}
              onChange={(event) => {
                const role = event.target.value as Role;
                // An ADMIN belongs to no website: choosing it clears the website.
                setForm({ ...form, role, website: role === 'ADMIN' ? '' : form.website });
              }}
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor={`${id}-website`}>Website</Label>
            <Select
              id={`${id}-website`}
              value={form.website}
              disabled={form.role === 'ADMIN'}
              aria-describedby={`${id}-website-hint`}
              onChange={(event) => setForm({ ...form, website: event.target.value })}
            >
              <option value="">-- Pilih Website --</option>
              {websites.map((website) => (
                <option key={website.website_id} value={website.website_id}>
                  {website.website_name} ({website.website_code})
                </option>
              ))}
            </Select>
            <p id={`${id}-website-hint`} className="mt-1.5 text-theme-xs text-gray-500 dark:text-gray-400">
              {form.role === 'ADMIN' ? 'ADMIN tidak terikat ke website.' : 'Wajib untuk CHECKER dan CS.'}
            </p>
          </div>
          {/* Submit stays disabled until the form is complete (spec); this says why, and is read with it. */}
          {missing.length > 0 && (
            <p id={`${id}-missing`} className="text-theme-sm text-gray-600 dark:text-gray-300">
              Belum diisi: {missing.join(', ')}.
            </p>
          )}
          <ModalActions>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={missing.length > 0 || add.isPending}
              aria-busy={add.isPending}
              aria-describedby={missing.length > 0 ? `${id}-missing` : undefined}
            >
              {add.isPending ? 'Submitting...' : 'Submit'}
            </Button>
          </ModalActions>
        </form>
      </Modal>
    </>
  );
}
