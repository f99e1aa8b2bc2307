import { addDays } from '@rekon/contracts';
import { useState } from 'react';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Notice, type NoticeState } from '../../components/ui/notice';
import { PageHeader } from '../../components/ui/page-header';
import {
  useApplyReplay,
  useReplayPreview,
  type ReplayRange,
} from '../../features/rule-replay/api/rule-replay';
import { ReplayForm } from '../../features/rule-replay/components/replay-form';
import { ReplayPreview } from '../../features/rule-replay/components/replay-preview';
import { wireDayText } from '../../features/rule-replay/lib/replay-format';
import { useWebsiteOptions } from '../../lib/website-options';
import { ApiError, messageOf } from '../../lib/api-client';
import { formatNumber, todayInJakarta } from '../../lib/format';

const sameRange = (a: ReplayRange | null, b: ReplayRange) =>
  a !== null && a.website === b.website && a.from === b.from && a.to === b.to;

/**
 * Ulang Aturan (decision 045), ADMIN only: the current matching rules over a website's open rows in a date range,
 * previewed (nothing written), then applied after a confirmation.
 */
export default function RuleReplayPage() {
  const websites = useWebsiteOptions();
  const [today] = useState(todayInJakarta);
  const [fields, setFields] = useState<ReplayRange>({ website: '', from: addDays(today, -6), to: today });
  // The range whose preview is shown: set by "Pratinjau", cleared by any change of the fields.
  const [requested, setRequested] = useState<ReplayRange | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const preview = useReplayPreview(requested);
  const apply = useApplyReplay();

  const options = (websites.data ?? []).map((website) => ({
    code: website.website_code,
    name: website.website_name,
  }));
  const current = { ...fields, website: fields.website || options[0]?.code || '' };

  const change = (next: ReplayRange) => {
    setFields(next);
    setRequested(null);
  };

  const ask = () => {
    setNotice(null);
    if (sameRange(requested, current)) void preview.refetch();
    else setRequested(current);
  };

  const confirm = () => {
    const plan = preview.data;
    if (!requested || !plan) return;
    apply.mutate(
      { range: requested, token: plan.preview_token },
      {
        onSuccess: (result) => {
          setNotice({ tone: 'success', text: result.message });
          setRequested(null);
        },
        onError: (error) => {
          setNotice({ tone: 'error', text: messageOf(error) });
          // A stale plan (409) is never offered again: the ADMIN previews anew.
          if (error instanceof ApiError && error.status === 409) setRequested(null);
        },
        onSettled: () => setConfirming(false),
      },
    );
  };

  const plan = preview.data;
  return (
    <>
      <PageHeader title="Ulang Aturan" />
      {notice && (
        <Notice tone={notice.tone} className="mb-4">
          {notice.text}
        </Notice>
      )}
      <Card title="Ulang aturan pencocokan">
        <p className="max-w-3xl text-theme-sm text-gray-600 dark:text-gray-400">
          Jalankan aturan pencocokan saat ini pada data yang masih Pending di satu website dan rentang
          tanggal, tanpa upload ulang. Pratinjau dulu; terapkan bila hasilnya benar. Approve manual tidak
          pernah diubah.
        </p>
        <ReplayForm
          websites={options}
          websitesLoading={websites.isPending}
          value={current}
          onChange={change}
          onPreview={ask}
          busy={preview.isFetching}
        />
        {requested !== null && preview.isFetching && (
          <p role="status" className="text-theme-sm text-gray-500 dark:text-gray-400">
            Menghitung pratinjau...
          </p>
        )}
        {requested !== null && preview.isError && !preview.isFetching && (
          <Notice tone="error">{messageOf(preview.error)}</Notice>
        )}
        {requested !== null && plan && !preview.isFetching && (
          <ReplayPreview
            key={plan.preview_token}
            preview={plan}
            applying={apply.isPending}
            onApply={() => setConfirming(true)}
          />
        )}
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !apply.isPending && setConfirming(open)}
        title="Terapkan ulang aturan?"
        message={
          plan
            ? `${formatNumber(plan.pairs_total)} pasangan baru akan dibuat` +
              (plan.reopened.length > 0
                ? ` dan ${formatNumber(plan.reopened.length)} pasangan otomatis dibuka ulang`
                : '') +
              ` untuk ${plan.website}, ${wireDayText(plan.from)} s/d ${wireDayText(plan.to)}. Bila data berubah sejak pratinjau, tidak ada yang diterapkan.`
            : ''
        }
        confirmLabel="Ya, Terapkan"
        cancelLabel="Batal"
        busyLabel="Menerapkan..."
        busy={apply.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
