import { readStored, writeStored } from '../storage';

export type SoundCue = 'click' | 'tick' | 'reveal' | 'win' | 'big-win' | 'lose' | 'reel-stop' | 'scatter' | 'feature';

const STORAGE_KEY = 'studio.sound';

/** Notes of each cue: [frequency Hz, start s, length s, wave]. Synthesized, so the game downloads no audio. */
const CUES: Record<SoundCue, readonly (readonly [number, number, number, OscillatorType])[]> = {
  click: [[660, 0, 0.05, 'triangle']],
  tick: [[1320, 0, 0.03, 'square']],
  reveal: [
    [520, 0, 0.08, 'triangle'],
    [780, 0.06, 0.1, 'triangle'],
  ],
  win: [
    [523, 0, 0.12, 'triangle'],
    [659, 0.09, 0.12, 'triangle'],
    [784, 0.18, 0.22, 'triangle'],
  ],
  'big-win': [
    [523, 0, 0.12, 'sawtooth'],
    [659, 0.1, 0.12, 'sawtooth'],
    [784, 0.2, 0.12, 'sawtooth'],
    [1047, 0.3, 0.4, 'triangle'],
  ],
  lose: [
    [220, 0, 0.14, 'sine'],
    [165, 0.1, 0.22, 'sine'],
  ],
  // A slot reel coming to rest: a low knock.
  'reel-stop': [
    [150, 0, 0.07, 'triangle'],
    [95, 0.01, 0.09, 'sine'],
  ],
  // A scatter landing: a bright chime over the knock.
  scatter: [
    [150, 0, 0.07, 'triangle'],
    [1568, 0.01, 0.18, 'sine'],
    [2093, 0.06, 0.2, 'sine'],
  ],
  // Free spins won: a rising fanfare.
  feature: [
    [392, 0, 0.12, 'triangle'],
    [523, 0.1, 0.12, 'triangle'],
    [659, 0.2, 0.12, 'triangle'],
    [784, 0.3, 0.12, 'triangle'],
    [1047, 0.4, 0.45, 'sawtooth'],
  ],
};

/**
 * Sound is off until the player turns it on (and remembered), and the audio context is only created inside that
 * gesture: browsers refuse audio before one, and a game that makes noise unasked in a frame is a bad neighbour.
 */
export function createSoundEngine() {
  let enabled = readStored(STORAGE_KEY) === 'on';
  let context: AudioContext | undefined;

  const ensureContext = () => {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    return context;
  };

  return {
    get enabled() {
      return enabled;
    },
    /** Called from the toggle's click handler: the user gesture that may start audio. */
    setEnabled(next: boolean) {
      enabled = next;
      writeStored(STORAGE_KEY, next ? 'on' : 'off');
      if (next) ensureContext();
    },
    play(cue: SoundCue) {
      // A remembered "on" from an earlier visit waits for this visit's first gesture (a bet) to create the context.
      if (!enabled || typeof AudioContext === 'undefined') return;
      const audio = ensureContext();
      const now = audio.currentTime;
      for (const [frequency, start, length, wave] of CUES[cue]) {
        const oscillator = audio.createOscillator();
        const gain = audio.createGain();
        oscillator.type = wave;
        oscillator.frequency.value = frequency;
        gain.gain.setValueAtTime(0.0001, now + start);
        gain.gain.exponentialRampToValueAtTime(0.18, now + start + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
        oscillator.connect(gain).connect(audio.destination);
        oscillator.start(now + start);
        oscillator.stop(now + start + length + 0.02);
      }
    },
  };
}

export type SoundEngine = ReturnType<typeof createSoundEngine>;
