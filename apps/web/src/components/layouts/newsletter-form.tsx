import { useId, useState, type FormEvent } from 'react';

/**
 * Newsletter sign-up. The subscription API is a later issue, so the form says so honestly instead
 * of pretending to subscribe. (That issue replaces the message with the POST /newsletter/subscribe call.)
 */
export function NewsletterForm() {
  const inputId = useId();
  const [message, setMessage] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage('Newsletter sign-up opens soon.');
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby={`${inputId}-heading`} className="max-w-sm">
      <h2 id={`${inputId}-heading`} className="text-sm font-semibold text-white">
        Newsletter
      </h2>
      <p className="mt-2 text-sm text-slate-300">Health tips and offers by e-mail.</p>
      <div className="mt-3 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className="min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white placeholder:text-slate-400 focus:border-teal-300 focus:outline-none"
        />
        <button type="submit" className="rounded-lg bg-teal-400 px-4 py-2 text-sm font-semibold text-slate-950 hover:bg-teal-300">
          Subscribe
        </button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-teal-200">
        {message}
      </p>
    </form>
  );
}
