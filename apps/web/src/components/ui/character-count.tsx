/**
 * 'n/500' under a capped text box, so a writer sees the limit before the box stops taking letters
 * (maxLength alone cut text off without a word). Digits and a slash read the same in every language.
 */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  return (
    <p className="mt-1 text-right text-xs text-slate-600 tabular-nums dark:text-slate-300" data-testid="character-count">
      {length}/{max}
    </p>
  );
}
