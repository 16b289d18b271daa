import { CANCEL_NOTE_MAX } from '@dawa/shared/commerce/cancel-reasons';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CancelReasonFields } from './cancel-reason-fields';

describe('the cancel reason fields', () => {
  it("show how much of the 'Other' note's cap is used as the customer types (n/300)", () => {
    const { rerender } = render(<CancelReasonFields reason="other" note="" error={null} onChange={() => undefined} />);
    expect(screen.getByTestId('character-count').textContent).toBe(`0/${CANCEL_NOTE_MAX}`);
    rerender(<CancelReasonFields reason="other" note="Ordered twice" error={null} onChange={() => undefined} />);
    expect(screen.getByTestId('character-count').textContent).toBe(`13/${CANCEL_NOTE_MAX}`);
  });
});
