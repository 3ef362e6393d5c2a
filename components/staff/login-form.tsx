'use client';

import { type FormEvent, useActionState, useState } from 'react';
import { type LoginState, logIn, verifySecondFactor } from '@/lib/staff/login-actions';
import { BOTH_FIELDS_REQUIRED } from '@/lib/auth/login-schema';

/**
 * The admin login: e-mail and password (checked here first and then by the server), then for an
 * account with two-factor sign-in the code of the authenticator app or a backup code.
 */
export function LoginForm() {
  // A new key starts the sign-in again from the password, with fresh state.
  const [attempt, setAttempt] = useState(0);
  return <PasswordStep key={attempt} onRestart={() => setAttempt((count) => count + 1)} />;
}

function PasswordStep({ onRestart }: { onRestart: () => void }) {
  const [state, formAction, pending] = useActionState<LoginState | null, FormData>(logIn, null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [clientError, setClientError] = useState<string | null>(null);

  function checkBothFields(event: FormEvent<HTMLFormElement>) {
    if (!email.trim() || !password) {
      event.preventDefault();
      setClientError(BOTH_FIELDS_REQUIRED);
    } else {
      setClientError(null);
    }
  }

  const error = clientError ?? (state?.message || null);
  if (state?.step === 'code') return <CodeStep onRestart={onRestart} />;

  return (
    <form action={formAction} onSubmit={checkBothFields} noValidate className="space-y-5">
      <div>
        <label htmlFor="login-email" className="block text-sm font-semibold text-navy-900">
          E-mail
        </label>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'login-error' : undefined}
          className="admin-input mt-1.5"
        />
      </div>
      <div>
        <div className="flex items-center justify-between">
          <label htmlFor="login-password" className="block text-sm font-semibold text-navy-900">
            Password
          </label>
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-pressed={showPassword}
            aria-controls="login-password"
            className="rounded text-xs font-semibold text-navy-700 hover:text-navy-900"
          >
            {showPassword ? 'Hide password' : 'Show password'}
          </button>
        </div>
        <input
          id="login-password"
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'login-error' : undefined}
          className="admin-input mt-1.5"
        />
      </div>
      <LoginError message={error} />
      <button type="submit" className="btn-secondary w-full" disabled={pending} aria-busy={pending}>
        {pending ? 'Logging in' : 'Log in'}
      </button>
    </form>
  );
}

function CodeStep({ onRestart }: { onRestart: () => void }) {
  const [state, formAction, pending] = useActionState<LoginState | null, FormData>(verifySecondFactor, null);
  // The server forgot the half sign-in (too slow, or the account changed): back to the password.
  if (state && state.step !== 'code') {
    return (
      <div className="space-y-5">
        <LoginError message={state.message} />
        <button type="button" className="btn-secondary w-full" onClick={onRestart}>
          Start again
        </button>
      </div>
    );
  }
  const error = state?.message || null;
  return (
    <form action={formAction} noValidate className="space-y-5">
      <div>
        <label htmlFor="login-code" className="block text-sm font-semibold text-navy-900">
          Authentication code
        </label>
        <p id="login-code-hint" className="mt-1 text-xs text-muted">
          The 6-digit code your authenticator app shows for this site, or one of your backup codes.
        </p>
        {/* Focused at once: the person just submitted the password and now types the code. */}
        <input
          id="login-code"
          name="code"
          autoFocus
          autoComplete="one-time-code"
          inputMode="text"
          maxLength={20}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'login-code-hint login-error' : 'login-code-hint'}
          className="admin-input mt-1.5 font-mono tracking-widest"
        />
      </div>
      <LoginError message={error} />
      <button type="submit" className="btn-secondary w-full" disabled={pending} aria-busy={pending}>
        {pending ? 'Checking' : 'Verify'}
      </button>
      <button type="button" className="w-full text-sm font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-900" onClick={onRestart}>
        Use another account
      </button>
    </form>
  );
}

/** The answer of a refused step, read out as it appears. */
function LoginError({ message }: { message: string | null }) {
  return (
    <div aria-live="polite">
      {message && (
        <p id="login-error" role="alert" className="rounded-lg border border-coral-500/30 bg-coral-500/10 px-3 py-2 text-sm font-medium text-coral-700">
          {message}
        </p>
      )}
    </div>
  );
}
