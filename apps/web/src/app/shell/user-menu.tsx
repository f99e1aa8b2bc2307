import { ChevronDown, KeyRound, LogOut, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Me } from '@rekon/contracts';
import { NoticeSlot, useNotice } from '../../components/ui/notice';
import { ChangePasswordDialog } from '../../features/users/components/change-password-dialog';
import { useAuthActions } from '../../lib/auth';

const ITEM =
  'flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-theme-sm font-medium text-gray-700 outline-none data-[highlighted]:bg-gray-100 data-[highlighted]:text-gray-800 dark:text-gray-300 dark:data-[highlighted]:bg-white/5 dark:data-[highlighted]:text-gray-200';

/**
 * The user's menu: "Edit profile" (the User screen) and "Sign out". A CS cannot open /user (spec route
 * table), so a CS changes its own password from here instead.
 */
export function UserMenu({ me }: { me: Me }) {
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  const [changingPassword, setChangingPassword] = useState(false);
  const { notice, show } = useNotice();
  const canOpenUserScreen = me.account_role === 'ADMIN' || me.account_role === 'CHECKER';

  const onSignOut = async () => {
    await signOut();
    await navigate('/signin', { replace: true });
  };

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="flex items-center gap-2 rounded-full text-gray-700 dark:text-gray-300">
          <span
            aria-hidden="true"
            className="flex size-11 items-center justify-center rounded-full bg-brand-100 text-base font-semibold text-brand-700 uppercase dark:bg-brand-500/20 dark:text-brand-200"
          >
            {me.account_name.slice(0, 1)}
          </span>
          {/* The name is the button's text (the visible label is part of the accessible name); small screens
              show the avatar only (the greeting names the user). */}
          <span className="sr-only">User menu for </span>
          <span className="sr-only max-w-40 truncate text-theme-sm font-medium xl:not-sr-only">
            {me.account_name}
          </span>
          <ChevronDown aria-hidden="true" className="size-4 text-gray-500" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={12}
            className="z-50 w-[260px] rounded-2xl border border-gray-200 bg-white p-3 shadow-theme-lg dark:border-gray-800 dark:bg-gray-900"
          >
            <div className="px-3 pb-3">
              <p className="truncate font-medium text-gray-800 dark:text-white/90">{me.account_name}</p>
              <p className="text-theme-xs text-gray-500 dark:text-gray-400">
                {me.account_role}
                {me.website_code ? ` · ${me.website_name ?? me.website_code} (${me.website_code})` : ''}
              </p>
            </div>
            <DropdownMenu.Separator className="mb-2 h-px bg-gray-200 dark:bg-gray-800" />
            {canOpenUserScreen ? (
              <DropdownMenu.Item asChild className={ITEM}>
                <Link to="/user">
                  <UserRound aria-hidden="true" className="size-5 text-gray-500 dark:text-gray-400" />
                  Edit profile
                </Link>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item className={ITEM} onSelect={() => setChangingPassword(true)}>
                <KeyRound aria-hidden="true" className="size-5 text-gray-500 dark:text-gray-400" />
                Change Password
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Item className={ITEM} onSelect={() => void onSignOut()}>
              <LogOut aria-hidden="true" className="size-5 text-gray-500 dark:text-gray-400" />
              Sign out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ChangePasswordDialog
        account={changingPassword ? me : null}
        isSelf
        onClose={() => setChangingPassword(false)}
        onResult={show}
      />
      {notice && (
        <div className="fixed right-4 bottom-4 z-50 max-w-sm">
          <NoticeSlot notice={notice} />
        </div>
      )}
    </>
  );
}
