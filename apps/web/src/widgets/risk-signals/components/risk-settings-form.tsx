import { useId, useState, type FormEvent } from 'react';
import { RISK_THRESHOLD_MAX, RISK_THRESHOLD_MIN, type RiskSettingsBody } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { NoticeSlot, useNotice } from '../../../components/ui/notice';
import { messageOf } from '../../../lib/api-client';
import { useSaveRiskSettings } from '../api/risk-signals';

export interface RiskSettingsFormProps {
  websiteCode: string;
  current: RiskSettingsBody;
}

/** An ADMIN's thresholds of one website (decision 044); the server records each change in Tracking. */
export function RiskSettingsForm({ websiteCode, current }: RiskSettingsFormProps) {
  const id = useId();
  const [senderMin, setSenderMin] = useState(String(current.sender_min_users));
  const [userMin, setUserMin] = useState(String(current.user_min_senders));
  const save = useSaveRiskSettings(websiteCode);
  const { notice, show } = useNotice();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { sender_min_users: Number(senderMin), user_min_senders: Number(userMin) },
      {
        onSuccess: (answer) => show('success', answer.message),
        onError: (failure) => show('error', `Gagal menyimpan ambang. ${messageOf(failure)}`),
      },
    );
  };

  const field = (key: string, label: string, value: string, onChange: (value: string) => void) => (
    <div>
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        type="number"
        inputMode="numeric"
        min={RISK_THRESHOLD_MIN}
        max={RISK_THRESHOLD_MAX}
        step={1}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );

  return (
    <form
      aria-label={`Ambang sinyal risiko ${websiteCode}`}
      onSubmit={submit}
      className="space-y-3 rounded-xl border border-gray-200 p-4 dark:border-gray-800"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {field('sender', 'Username per pengirim (minimal)', senderMin, setSenderMin)}
        {field('user', 'Pengirim per username (minimal)', userMin, setUserMin)}
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" size="sm" disabled={save.isPending} aria-busy={save.isPending}>
          Simpan ambang
        </Button>
        <span className="text-theme-xs text-gray-500 dark:text-gray-400">
          Antara {RISK_THRESHOLD_MIN} dan {RISK_THRESHOLD_MAX}; tercatat di Tracking.
        </span>
      </div>
      <NoticeSlot notice={notice} />
    </form>
  );
}
