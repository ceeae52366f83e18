// Short Web Audio tones for the room's audio_cues option (spec doc 2, section 9: volume 0.3
// for a win, 0.2 for a move). Silent where audio is unavailable.
import { useCallback, useRef } from "react";

export const CUE_VOLUME = { win: 0.3, move: 0.2 } as const;

export function useTone() {
  const context = useRef<AudioContext | null>(null);
  return useCallback((kind: keyof typeof CUE_VOLUME) => {
    try {
      context.current ??= new AudioContext();
      const ctx = context.current;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.frequency.value = kind === "win" ? 880 : 440;
      gain.gain.value = CUE_VOLUME[kind];
      oscillator.connect(gain).connect(ctx.destination);
      const duration = kind === "win" ? 0.35 : 0.12;
      oscillator.start();
      oscillator.stop(ctx.currentTime + duration);
    } catch {
      // No audio device or Web Audio: the visible and announced status still say what happened.
    }
  }, []);
}
