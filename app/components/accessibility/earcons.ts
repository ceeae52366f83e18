// Short, gentle Web Audio earcons, modelled on the games' audio cues (a win at volume 0.3, a move
// at 0.2). Sine tones with a soft start and fade, so none of them clicks or startles. Silent where
// the browser has no audio.

export type Earcon = "sent" | "received" | "error" | "turn" | "move" | "win";

/** Each earcon's notes (Hz), one after another, and its loudness at the default volume. */
const EARCONS: Record<Earcon, { notes: number[]; seconds: number; gain: number }> = {
  sent: { notes: [523, 784], seconds: 0.08, gain: 0.15 },
  received: { notes: [784, 659], seconds: 0.1, gain: 0.2 },
  error: { notes: [330, 262], seconds: 0.14, gain: 0.2 },
  turn: { notes: [523, 659, 784], seconds: 0.09, gain: 0.2 },
  move: { notes: [440], seconds: 0.12, gain: 0.2 },
  win: { notes: [880], seconds: 0.35, gain: 0.3 },
};
/** The sound volume preference's default: at it, the game cues play at the spec's levels. */
const DEFAULT_VOLUME = 60;

let context: AudioContext | null = null;

export function playEarcon(kind: Earcon, volume: number) {
  if (volume <= 0) return;
  try {
    context ??= new AudioContext();
    const ctx = context;
    const { notes, seconds, gain: base } = EARCONS[kind];
    const peak = (base * volume) / DEFAULT_VOLUME;
    notes.forEach((frequency, i) => {
      const start = ctx.currentTime + i * seconds;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = "sine";
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.linearRampToValueAtTime(peak, start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + seconds);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(start);
      oscillator.stop(start + seconds);
    });
  } catch {
    // No audio device or Web Audio: what happened is still shown and announced.
  }
}
