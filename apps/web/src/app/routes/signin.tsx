import { useNavigate } from 'react-router';
import { SignInForm } from '../../features/auth/components/signin-form';
import { Logo } from '../shell/logo';
import { ThemeToggle } from '../shell/theme-toggle';

export default function SignInPage() {
  const navigate = useNavigate();
  return (
    <div className="relative flex min-h-screen bg-white dark:bg-gray-900">
      <title>Rekon</title>
      <main className="flex w-full flex-1 flex-col justify-center px-6 py-10 lg:w-1/2">
        <div className="mx-auto w-full max-w-md">
          <Logo className="mb-10 lg:hidden" />
          <h1 className="mb-2 text-title-sm font-semibold text-gray-800 dark:text-white/90">Sign In</h1>
          <p className="mb-8 text-sm text-gray-600 dark:text-gray-400">
            <span lang="en">Enter your username and password to sign in!</span>
          </p>
          <SignInForm onSignedIn={() => void navigate('/', { replace: true })} />
        </div>
      </main>
      <aside
        aria-label="Rekon"
        className="relative hidden w-1/2 items-center justify-center overflow-hidden bg-brand-950 lg:flex dark:bg-white/5"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[linear-gradient(to_right,rgba(255,255,255,0.06)_1px,transparent_1px),linear-gradient(to_bottom,rgba(255,255,255,0.06)_1px,transparent_1px)] bg-[size:48px_48px]"
        />
        <div className="relative flex max-w-xs flex-col items-center text-center">
          <span className="flex items-center gap-3 text-3xl font-semibold text-white">
            <svg aria-hidden="true" viewBox="0 0 32 32" className="size-12">
              <rect width="32" height="32" rx="8" fill="#465fff" />
              <path
                d="M9 23V9h7.2c3.1 0 5 1.7 5 4.3 0 2-1.1 3.4-3 4l3.6 5.7h-3.4l-3.2-5.3H12V23H9Zm3-8h4c1.4 0 2.2-.7 2.2-1.8s-.8-1.8-2.2-1.8h-4V15Z"
                fill="#fff"
              />
            </svg>
            Rekon
          </span>
          <p className="mt-4 text-sm text-gray-300">
            Rekonsiliasi BO dan mutasi bank untuk tim operasional pembayaran.
          </p>
        </div>
      </aside>
      <ThemeToggle className="fixed right-6 bottom-6 z-10" />
    </div>
  );
}
