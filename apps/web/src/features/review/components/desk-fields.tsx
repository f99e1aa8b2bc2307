import { useId, type ReactNode, type Ref } from 'react';
import { EXPLAIN_CATEGORIES } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { ModalActions } from '../../../components/ui/dialog';
import { Input, Label } from '../../../components/ui/input';
import { Notice } from '../../../components/ui/notice';
import { Select } from '../../../components/ui/select';

/** The Keterangan every desk action needs (pair, explain, undo). */
function DeskRemark({
  inputRef,
  value,
  onChange,
  disabled,
  invalid,
}: {
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  invalid: boolean;
}) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>Keterangan</Label>
      <Input
        id={id}
        ref={inputRef}
        value={value}
        maxLength={500}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
      />
    </div>
  );
}

/** "Jelaskan tanpa BO": the category of a credit no request explains. */
export function ExplainCategory({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>Jelaskan tanpa BO: kategori</Label>
      <Select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        <option value="">-- Pilih kategori --</option>
        {EXPLAIN_CATEGORIES.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {entry.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Said in a desk dialog opened on a day outside the edit window. */
function OutsideEditWindow() {
  return (
    <Notice tone="info">
      Di luar rentang edit (hari ini dan 2 hari sebelumnya): data hanya bisa dilihat.
    </Notice>
  );
}

/**
 * How every desk dialog ends: the Keterangan, the notice when its day is outside the edit window, and Cancel before
 * the dialog's own actions (`children`).
 */
export function DeskClosing({
  remarkRef,
  remark,
  onRemark,
  invalid,
  canEdit,
  onCancel,
  children,
}: {
  remarkRef: Ref<HTMLInputElement>;
  remark: string;
  onRemark: (value: string) => void;
  invalid: boolean;
  canEdit: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <DeskRemark
        inputRef={remarkRef}
        value={remark}
        onChange={onRemark}
        disabled={!canEdit}
        invalid={invalid}
      />
      {!canEdit && <OutsideEditWindow />}
      <ModalActions>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        {children}
      </ModalActions>
    </>
  );
}
