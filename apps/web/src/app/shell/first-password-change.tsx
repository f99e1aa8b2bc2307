import type { Me } from '@rekon/contracts';
import { FirstPasswordForm } from '../../features/users/components/first-password-form';
import { useAuthActions } from '../../lib/auth';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

/** Shown in place of every page while the account still has its generated first password. */
export function FirstPasswordChange({ me }: { me: Me }) {
  const { refresh, signOut } = useAuthActions();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 p-4">
      <title>Ganti Password | Rekon</title>
      <Logo />
      <main className="w-full max-w-md rounded-2xl border border-gray-200 bg-white p-6 sm:p-8 dark:border-gray-800 dark:bg-white/[0.03]">
        <FirstPasswordForm
          accountId={me.account_id}
          accountName={me.account_name}
          onChanged={() => void refresh()}
        />
      </main>
      <button
        type="button"
        onClick={() => void signOut()}
        className="text-sm font-medium text-brand-600 hover:text-brand-700 dark:text-brand-400"
      >
        Sign out
      </button>
      <ThemeToggle className="fixed right-6 bottom-6" />
    </div>
  );
}
