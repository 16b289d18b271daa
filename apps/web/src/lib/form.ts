/** Messages of a form's fields by name (the first problem of each field). */
export type FieldErrors = Partial<Record<string, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first message per top-level field of a failed `safeParse` (zod issues), for showing beside each field. */
export function fieldErrorsOf(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The server's `fieldErrors` (lists per field) as one message per field. */
export function firstFieldErrors(fieldErrors: Readonly<Record<string, readonly string[]>> | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, messages] of Object.entries(fieldErrors ?? {})) if (messages[0]) errors[key] = messages[0];
  return errors;
}
