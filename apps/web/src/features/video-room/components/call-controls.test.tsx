import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { languageStore } from '@/lib/i18n/language-store';
import type { MediaControls } from '../hooks/use-local-media';
import { CallControls } from './call-controls';
import { NetworkHint } from './network-hint';

const controls = (overrides: Partial<MediaControls> = {}): MediaControls => ({
  available: true,
  micOn: true,
  cameraOn: true,
  canSwitchCamera: false,
  toggleMic: vi.fn(),
  toggleCamera: vi.fn(),
  ...overrides,
});

describe('the call controls', () => {
  it('mute and camera off say what they will do; Switch camera only with more than one camera', () => {
    const onSwitch = vi.fn();
    const c = controls();
    const { rerender } = render(<CallControls controls={c} onSwitchCamera={onSwitch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(c.toggleMic).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Turn camera off' }));
    expect(c.toggleCamera).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Switch camera' })).toBeNull();

    rerender(<CallControls controls={controls({ micOn: false, cameraOn: false, canSwitchCamera: true })} onSwitchCamera={onSwitch} />);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn camera on' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Switch camera' }));
    expect(onSwitch).toHaveBeenCalledOnce();
  });

  it('offers nothing without a camera and microphone (the chat is the way then)', () => {
    render(<CallControls controls={controls({ available: false })} onSwitchCamera={vi.fn()} />);
    expect(screen.queryByRole('group', { name: 'Call controls' })).toBeNull();
  });

  it('speaks Hindi, and words the network hint', () => {
    languageStore.set('hi');
    render(
      <>
        <CallControls controls={controls({ canSwitchCamera: true })} onSwitchCamera={vi.fn()} />
        <NetworkHint quality="poor" />
      </>,
    );
    expect(screen.getByRole('group', { name: 'कॉल के बटन' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'म्यूट करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'कैमरा बंद करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'कैमरा बदलें' })).toBeTruthy();
    expect(screen.getByText('कनेक्शन: कमज़ोर। वीडियो रुक सकता है; कैमरा बंद करने से मदद मिल सकती है, और चैट चलती रहेगी।')).toBeTruthy();
  });

  it('says a poor connection in English with what helps, and nothing before the first reading', () => {
    const { rerender, container } = render(<NetworkHint quality={null} />);
    expect(container.textContent).toBe('');
    rerender(<NetworkHint quality="poor" />);
    expect(
      screen.getByText('Connection: poor. Video may freeze; turning your camera off can help, and the chat still works.'),
    ).toBeTruthy();
    rerender(<NetworkHint quality="good" />);
    expect(screen.getByText('Connection: good')).toBeTruthy();
  });
});
