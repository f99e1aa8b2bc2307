import { CalendarDays, RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Me } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { Label } from '../../../components/ui/input';
import { Notice } from '../../../components/ui/notice';
import { messageOf } from '../../../lib/api-client';
import { useDashboard } from '../api/get-dashboard';
import { formatCalendarDate, todayInJakarta } from '../../../lib/format';
import { ChainVerificationLine } from './chain-verification';
import { DashboardSkeleton } from './dashboard-skeleton';
import { WebsiteCard } from './website-card';

/** The empty state: no website to show (none exists yet, or the account is bound to none). */
function NoWebsite({ isAdmin }: { isAdmin: boolean }) {
  return (
    <div className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center dark:border-gray-700 dark:bg-white/[0.03]">
      <p className="font-medium text-gray-800 dark:text-white/90">Belum ada website untuk ditampilkan.</p>
      <p className="mt-1 text-theme-sm text-gray-500 dark:text-gray-400">
        {isAdmin ? (
          <>
            Tambahkan website di halaman{' '}
            <Link to="/website" className="text-brand-600 underline dark:text-brand-300">
              Website
            </Link>
            .
          </>
        ) : (
          'Akun Anda belum terhubung ke website. Hubungi ADMIN.'
        )}
      </p>
    </div>
  );
}

/**
 * The home page (ui.md "Dashboard"): for the chosen date, one card per website in the user's scope. ADMIN
 * sees every website; CHECKER and CS their own. A CS sees the figures without links to the review screens.
 */
export function DashboardScreen({ me }: { me: Me }) {
  const id = useId();
  const isAdmin = me.account_role === 'ADMIN';
  const websiteCode = isAdmin ? 'all' : (me.website_code ?? '');
  const [date, setDate] = useState(todayInJakarta);
  const dashboard = useDashboard(websiteCode, date);
  const linked = me.account_role === 'ADMIN' || me.account_role === 'CHECKER';
  // The websites whose "Rincian" is open: kept here, so a card keeps it through another date's loading.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const toggleDetails = (code: string, open: boolean) =>
    setOpened((previous) => {
      const next = new Set(previous);
      if (open) next.add(code);
      else next.delete(code);
      return next;
    });

  let content;
  if (websiteCode === '') {
    content = <NoWebsite isAdmin={false} />;
  } else if (dashboard.isPending) {
    content = date === '' ? null : <DashboardSkeleton />;
  } else if (dashboard.isError) {
    content = (
      <Notice tone="error">
        <p>Dashboard gagal dimuat: {messageOf(dashboard.error)}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          disabled={dashboard.isFetching}
          onClick={() => void dashboard.refetch()}
        >
          <RotateCw aria-hidden="true" className="size-4" />
          Coba lagi
        </Button>
      </Notice>
    );
  } else if (dashboard.data.websites.length === 0) {
    content = <NoWebsite isAdmin={isAdmin} />;
  } else {
    content = (
      <div className="grid items-start gap-6 xl:grid-cols-2" aria-busy={dashboard.isFetching}>
        {dashboard.data.websites.map((website) => (
          <WebsiteCard
            key={website.website_code}
            website={website}
            date={date}
            linked={linked}
            collapsible={dashboard.data.websites.length > 1}
            detailsOpen={opened.has(website.website_code)}
            onDetailsOpenChange={(open) => toggleDetails(website.website_code, open)}
          />
        ))}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="text-theme-sm text-gray-500 dark:text-gray-400" aria-live="polite">
          {date ? `Ringkasan rekonsiliasi ${formatCalendarDate(date)}` : 'Pilih tanggal.'}
        </p>
        <div className="flex items-end gap-2">
          <div className="w-44">
            <Label htmlFor={`${id}-date`}>Tanggal</Label>
            <DateInput id={`${id}-date`} value={date} required onChange={setDate} />
          </div>
          <Button variant="outline" onClick={() => setDate(todayInJakarta())}>
            <CalendarDays aria-hidden="true" className="size-4" />
            Hari ini
          </Button>
        </div>
      </div>
      {content}
      {isAdmin && dashboard.data && dashboard.data.chain_verification !== undefined ? (
        <ChainVerificationLine verification={dashboard.data.chain_verification} />
      ) : null}
    </div>
  );
}
