import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LoginBody } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { LiveRegion } from '../../../components/ui/live-region';
import { Notice } from '../../../components/ui/notice';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError } from '../../../lib/api-client';
import { useAuthActions } from '../../../lib/auth';
import { firstErrorOf, tieServerErrors } from '../../../lib/forms';

/** "Login failed: " and the server's message, or "Login failed." without one (spec section 8). */
export function loginFailure(error: unknown): string {
  return error instanceof ApiError && error.message ? `Login failed: ${error.message}` : 'Login failed.';
}

const FIELDS = ['account_name', 'account_password'] as const;

/** Username and password; "Signing in..." while busy; the failure stays until the next attempt. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const id = useId();
  const { signIn } = useAuthActions();
  const [failure, setFailure] = useState<string | null>(null);
  // The contract's LoginBody checks both fields here as the server would (trimmed name, password as typed).
  const form = useForm({
    resolver: zodResolver(LoginBody),
    defaultValues: { account_name: '', account_password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (body) => {
      setFailure(null);
      try {
        await signIn({ accountName: body.account_name, password: body.account_password });
        onSignedIn();
      } catch (error) {
        tieServerErrors(error, form.setError, FIELDS);
        setFailure(loginFailure(error));
      }
    },
    (invalid) => setFailure(`Login failed: ${firstErrorOf(invalid, FIELDS)}`),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <LiveRegion urgent>{failure && <Notice tone="error">{failure}</Notice>}</LiveRegion>
      <FormField id={`${id}-name`} label="Username" required error={errors.account_name?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('account_name')}
            autoComplete="username"
            required
            autoFocus
            placeholder="Enter your username"
          />
        )}
      </FormField>
      <FormField id={`${id}-password`} label="Password" required error={errors.account_password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('account_password')}
            autoComplete="current-password"
            required
            placeholder="Enter your password"
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
