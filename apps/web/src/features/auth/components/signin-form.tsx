import { useId, useState, type FormEvent } from 'react';
import { MSG } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { LiveRegion } from '../../../components/ui/live-region';
import { Notice } from '../../../components/ui/notice';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError } from '../../../lib/api-client';
import { useAuthActions } from '../../../lib/auth';

/** "Login failed: " and the server's message, or "Login failed." without one (spec section 8). */
export function loginFailure(error: unknown): string {
  return error instanceof ApiError && error.message ? `Login failed: ${error.message}` : 'Login failed.';
}

/** Username and password; "Signing in..." while busy; the failure stays until the next attempt. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const id = useId();
  const { signIn } = useAuthActions();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    // Both are needed; the server would refuse the same way (contracts' LoginBody).
    if (!name.trim() || !password) {
      setFailure(`Login failed: ${MSG.loginRequired}`);
      return;
    }
    setBusy(true);
    try {
      await signIn(name.trim(), password);
      onSignedIn();
    } catch (error) {
      setFailure(loginFailure(error));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <LiveRegion urgent>{failure && <Notice tone="error">{failure}</Notice>}</LiveRegion>
      <div>
        <Label htmlFor={`${id}-name`}>
          Username{' '}
          <span aria-hidden="true" className="text-error-600">
            *
          </span>
        </Label>
        <Input
          id={`${id}-name`}
          name="username"
          autoComplete="username"
          required
          autoFocus
          placeholder="Enter your username"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div>
        <Label htmlFor={`${id}-password`}>
          Password{' '}
          <span aria-hidden="true" className="text-error-600">
            *
          </span>
        </Label>
        <PasswordInput
          id={`${id}-password`}
          name="password"
          autoComplete="current-password"
          required
          placeholder="Enter your password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
