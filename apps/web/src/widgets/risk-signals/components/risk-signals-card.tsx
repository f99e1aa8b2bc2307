import { ChevronDown, RotateCw, ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  RISK_SIGNAL_KINDS,
  RISK_SIGNAL_LABELS,
  type IsoDate,
  type RiskSignal,
  type RiskSignalKind,
} from '@rekon/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { messageOf } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { useRiskSignals } from '../api/risk-signals';
import { riskLinks } from '../lib/risk-links';
import { RiskSettingsForm } from './risk-settings-form';
import { RiskSignalRows } from './risk-signal-rows';

export interface RiskSignalsCardProps {
  websiteCode: string;
  date: IsoDate;
}

/** One kind: its count, and (opened) each signal with the rows behind it and links to the review screens. */
function KindDisclosure(props: {
  kind: RiskSignalKind;
  signals: RiskSignal[];
  websiteCode: string;
  date: IsoDate;
}) {
  const { kind, signals, websiteCode, date } = props;
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const count = signals.length;
  return (
    <li className="rounded-xl border border-gray-200 dark:border-gray-800">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-2.5 text-left text-theme-sm text-gray-700 hover:bg-gray-50 focus-visible:ring-3 focus-visible:ring-brand-500/30 focus-visible:outline-hidden dark:text-gray-300 dark:hover:bg-white/[0.03]"
      >
        <span>{RISK_SIGNAL_LABELS[kind]}</span>
        <span className="flex items-center gap-2">
          <Badge tone={count > 0 ? 'warning' : 'neutral'}>{formatNumber(count)}</Badge>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 transition-transform', open && 'rotate-180')}
          />
        </span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="space-y-4 border-t border-gray-200 px-4 py-3 dark:border-gray-800"
      >
        {count === 0 ? (
          <p className="text-theme-sm text-gray-500 dark:text-gray-400">
            Tidak ada sinyal ini pada tanggal ini.
          </p>
        ) : (
          <>
            {signals.map((signal, index) => (
              <RiskSignalRows key={`${signal.subject}-${index}`} signal={signal} />
            ))}
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-theme-sm">
              {riskLinks(signals, kind, websiteCode, date).map((link) => (
                <Link
                  key={link.to + link.label}
                  to={link.to}
                  className="text-brand-600 underline dark:text-brand-300"
                >
                  {link.label}
                </Link>
              ))}
            </p>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * "Sinyal risiko" of one website's day on the home dashboard (issue 19, decision 044): what looks odd before it
 * becomes a loss. Signals inform; they change no match. ADMIN sets the thresholds here.
 */
export function RiskSignalsCard({ websiteCode, date }: RiskSignalsCardProps) {
  const titleId = useId();
  const settingsId = useId();
  const { me } = useAuth();
  const isAdmin = me?.account_role === 'ADMIN';
  const [editing, setEditing] = useState(false);
  const query = useRiskSignals(websiteCode, date);

  let body;
  if (query.isPending) {
    body = (
      <p className="text-theme-sm text-gray-500 dark:text-gray-400" role="status">
        Memuat sinyal risiko…
      </p>
    );
  } else if (query.isError) {
    body = (
      <Notice tone="error">
        <p>Sinyal risiko gagal dimuat: {messageOf(query.error)}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Coba lagi
        </Button>
      </Notice>
    );
  } else {
    const { signals, thresholds } = query.data;
    body = (
      <>
        <ul className="space-y-2">
          {RISK_SIGNAL_KINDS.map((kind) => (
            <KindDisclosure
              key={kind}
              kind={kind}
              signals={signals.filter((signal) => signal.kind === kind)}
              websiteCode={websiteCode}
              date={date}
            />
          ))}
        </ul>
        <p className="text-theme-xs text-gray-500 dark:text-gray-400">
          Ambang: {thresholds.sender_min_users} username per pengirim, {thresholds.user_min_senders} pengirim
          per username. Sinyal hanya informasi; status match tidak berubah.
        </p>
        {isAdmin && (
          <div className="space-y-3">
            <Button
              variant="outline"
              size="sm"
              aria-expanded={editing}
              aria-controls={settingsId}
              onClick={() => setEditing(!editing)}
            >
              Atur ambang
            </Button>
            <div id={settingsId} hidden={!editing}>
              {editing && <RiskSettingsForm websiteCode={websiteCode} current={thresholds} />}
            </div>
          </div>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} aria-busy={query.isFetching} className="space-y-3">
      <h3
        id={titleId}
        className="flex items-center gap-2 text-base font-semibold text-gray-800 dark:text-white/90"
      >
        <ShieldAlert aria-hidden="true" className="size-5 text-warning-500" />
        Sinyal risiko
      </h3>
      {body}
    </section>
  );
}
