'use client';

import { type FormEvent, useActionState, useState } from 'react';
import { type LoginState, logIn } from '@/app/login/actions';
import { BOTH_FIELDS_REQUIRED } from '@/lib/auth/login-schema';

/** The admin login form: e-mail and password, checked here first and then by the server. */
export function LoginForm() {
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

  const error = clientError ?? state?.message ?? null;

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
      <div aria-live="polite">
        {error && (
          <p id="login-error" role="alert" className="rounded-lg border border-coral-500/30 bg-coral-500/10 px-3 py-2 text-sm font-medium text-coral-700">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn-secondary w-full" disabled={pending} aria-busy={pending}>
        {pending ? 'Logging in' : 'Log in'}
      </button>
    </form>
  );
}
