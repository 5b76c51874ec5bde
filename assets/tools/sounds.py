#!/usr/bin/env python3
"""Synthesise the game's sounds with numpy, deterministically (fixed seeds).

  sounds/click.wav    stone placed on a wooden board (~120 ms)
  sounds/win.wav      pentatonic plucked-string chime at the end of a game (~1.8 s)
  sounds/illegal.wav  soft low double "tok" for a refused move (~0.25 s)
  theme.wav           (to a path given) 96 s seamless loop: pentatonic plucked melody
                      (guzheng/pipa-like), soft pad, bass, circular reverb; make_assets.sh
                      encodes it to music/theme.ogg

All 16-bit PCM, 44.1 kHz; effects mono, music stereo.
Usage: sounds.py ASSETS_DIR THEME_WAV_PATH
"""
import os
import sys
import wave

import numpy as np

SR = 44100


def write_wav(path, x, peak_db=-3.0):
    """Normalise to peak_db dBFS and write 16-bit PCM. x: (n,) mono or (n, 2) stereo."""
    x = np.asarray(x, dtype=np.float64)
    x = x - x.mean(axis=0)
    peak = np.abs(x).max()
    x = x / peak * (10 ** (peak_db / 20.0))
    pcm = np.round(x * 32767).astype("<i2")
    with wave.open(path, "wb") as w:
        w.setnchannels(1 if pcm.ndim == 1 else pcm.shape[1])
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(pcm.tobytes())


def fade(x, fin=0.0, fout=0.0):
    n = len(x)
    env = np.ones(n)
    a = int(fin * SR)
    b = int(fout * SR)
    if a:
        env[:a] = np.sin(np.linspace(0, np.pi / 2, a)) ** 2
    if b:
        env[n - b:] = np.cos(np.linspace(0, np.pi / 2, b)) ** 2
    return x * (env if x.ndim == 1 else env[:, None])


def bandpass_noise(rng, n, lo, hi):
    w = rng.standard_normal(n)
    f = np.fft.rfftfreq(n, 1 / SR)
    spec = np.fft.rfft(w)
    spec *= ((f > lo) & (f < hi)) * 1.0
    return np.fft.irfft(spec, n)


def lowpass(x, fc):
    n = len(x)
    f = np.fft.rfftfreq(n, 1 / SR)
    spec = np.fft.rfft(x, axis=0)
    g = 1.0 / np.sqrt(1 + (f / fc) ** 4)
    if x.ndim == 2:
        g = g[:, None]
    return np.fft.irfft(spec * g, n, axis=0)


# ------------------------------------------------------------------ effects
def click(seed=1):
    """Stone on wood: a hard contact transient, a few damped wooden modes, a soft body thump."""
    rng = np.random.default_rng(seed)
    n = int(0.13 * SR)
    t = np.arange(n) / SR
    # contact: very short band-limited noise burst
    burst = bandpass_noise(rng, n, 1500, 9000) * np.exp(-t / 0.0022)
    # wooden board modes (inharmonic), short decays
    modes = [(640, 0.026, 0.28), (1190, 0.020, 0.45), (1870, 0.016, 0.45),
             (2730, 0.012, 0.50), (3900, 0.008, 0.38), (5200, 0.005, 0.18)]
    body = np.zeros(n)
    for f, d, a in modes:
        f = f * (1 + rng.uniform(-0.01, 0.01))
        body += a * np.sin(2 * np.pi * f * t + rng.uniform(0, 2 * np.pi)) * np.exp(-t / d)
    # the stone itself: a high glassy ping, very quiet
    ping = 0.10 * np.sin(2 * np.pi * 6100 * t) * np.exp(-t / 0.006)
    thump = 0.30 * np.sin(2 * np.pi * 170 * t) * np.exp(-t / 0.015)
    x = 0.9 * burst / np.abs(burst).max() + body + ping + thump
    # a tiny second contact 11 ms later (the stone settles), much quieter
    k = int(0.011 * SR)
    x[k:] += 0.16 * (0.9 * burst[:n - k] / np.abs(burst).max() + body[:n - k])
    # 0.4 ms attack ramp so it is crisp but not a raw step
    att = int(0.0004 * SR)
    x[:att] *= np.linspace(0, 1, att)
    x = fade(x, 0, 0.03)
    return lowpass(x, 7000)


def capture(seed=5):
    """Captured stones taken up and dropped into the bowl's lid: quick stone-on-stone clacks,
    each a little quieter, glassier and shorter than a stone on wood."""
    rng = np.random.default_rng(seed)
    n = int(0.32 * SR)
    t = np.arange(n) / SR
    x = np.zeros(n)
    for start, amp in [(0.0, 1.0), (0.074, 0.72), (0.127, 0.55), (0.205, 0.32)]:
        k = int(start * SR)
        m = n - k
        tt = t[:m]
        burst = bandpass_noise(rng, m, 2500, 11000) * np.exp(-tt / 0.0012)
        tone = np.zeros(m)
        for f, d, a in [(3150, 0.010, 0.5), (4700, 0.007, 0.4), (6900, 0.004, 0.25)]:
            f *= 1 + rng.uniform(-0.03, 0.03)
            tone += a * np.sin(2 * np.pi * f * tt + rng.uniform(0, 2 * np.pi)) * np.exp(-tt / d)
        x[k:] += amp * (0.8 * burst / np.abs(burst).max() + tone)
    att = int(0.0004 * SR)
    x[:att] *= np.linspace(0, 1, att)
    x = fade(x, 0, 0.05)
    return lowpass(x, 9000)


def pluck(freq, dur, seed=0, bright=1.0, glide=0.0, decay=1.2):
    """Plucked-string tone (guzheng-like): additive partials with slight inharmonicity,
    higher partials decaying faster; optional upward glide from below (a zheng bend)."""
    rng = np.random.default_rng(seed)
    n = int(dur * SR)
    t = np.arange(n) / SR
    # pitch glide: starts `glide` semitones low, reaches pitch in 120 ms
    if glide:
        semis = -glide * np.exp(-t / 0.05)
        inst = freq * 2 ** (semis / 12)
        phase_base = 2 * np.pi * np.cumsum(inst) / SR
    else:
        phase_base = 2 * np.pi * freq * t
    x = np.zeros(n)
    B = 0.00025
    pos = 0.18                       # pluck position along the string
    for k in range(1, 16):
        fk = k * np.sqrt(1 + B * k * k)
        if fk * freq > 15000:
            break
        amp = abs(np.sin(np.pi * k * pos)) / k ** (1.25 - 0.25 * bright)
        dk = decay / (1 + 0.35 * (k - 1) ** 1.3)
        x += amp * np.sin(phase_base * fk + rng.uniform(0, 2 * np.pi)) * np.exp(-t / dk)
    # attack: a tiny bit of noise for the nail/plectrum
    nz = bandpass_noise(rng, n, 2000, 8000) * np.exp(-t / 0.004) * 0.15
    x = x + nz
    att = int(0.002 * SR)
    x[:att] *= np.linspace(0, 1, att)
    return x


def midi(m):
    return 440.0 * 2 ** ((m - 69) / 12)


def simple_reverb(x, seconds=1.6, mix=0.25, seed=5, circular=False, stereo=False):
    """Convolution with exponentially decaying filtered noise. circular=True wraps the tail
    around (for seamless loops)."""
    rng = np.random.default_rng(seed)
    n_ir = int(seconds * SR)
    t = np.arange(n_ir) / SR
    chans = 2 if stereo else 1
    irs = []
    for c in range(chans):
        ir = rng.standard_normal(n_ir) * np.exp(-t / (seconds / 6.9) * 1.0)
        ir = lowpass(ir, 5000)
        ir[: int(0.012 * SR)] = 0     # pre-delay
        ir /= np.sqrt((ir ** 2).sum())
        irs.append(ir)
    mono = x if x.ndim == 1 else None
    outs = []
    for c in range(chans):
        src = mono if mono is not None else x[:, c]
        if circular:
            L = len(src)
            irc = np.zeros(L)
            irc[:n_ir] = irs[c][:L]
            wet = np.real(np.fft.ifft(np.fft.fft(src) * np.fft.fft(irc)))
        else:
            L = len(src) + n_ir
            wet = np.fft.irfft(np.fft.rfft(src, L) * np.fft.rfft(irs[c], L), L)
            src = np.concatenate([src, np.zeros(n_ir)])
        outs.append(src * (1 - mix) + wet * mix * 3.0)
    return outs[0] if chans == 1 else np.stack(outs, axis=1)


def win():
    """Rising G-major pentatonic arpeggio on a zheng, ending on a soft chord."""
    notes = [(0.00, 67), (0.11, 69), (0.22, 71), (0.33, 74), (0.44, 76), (0.58, 79)]
    chord = [(0.80, 67), (0.81, 71), (0.82, 74), (0.83, 79), (0.84, 83)]
    dur = 1.9
    n = int(dur * SR)
    x = np.zeros(n)
    for i, (st, m) in enumerate(notes + chord):
        s = pluck(midi(m), dur - st, seed=100 + i, bright=1.1, decay=0.9 if st < 0.7 else 1.4)
        a = 0.55 if st < 0.7 else 0.42
        k = int(st * SR)
        x[k:k + len(s)] += a * s[: n - k]
    # a soft bell shimmer on top of the chord
    t = np.arange(n) / SR
    bell_t = np.clip(t - 0.80, 0, None)
    bell = (np.sin(2 * np.pi * midi(91) * bell_t) * 0.12 + np.sin(2 * np.pi * midi(91) * 2.76 * bell_t) * 0.04) \
        * np.exp(-bell_t / 0.5) * (t >= 0.80)
    x += bell
    x = simple_reverb(x, 1.2, 0.22, seed=7)[:n]
    return fade(x, 0, 0.35)


def illegal():
    """A soft muted wooden double tok, falling: 'nope'."""
    n = int(0.26 * SR)
    t = np.arange(n) / SR
    x = np.zeros(n)
    for st, f in ((0.0, 420.0), (0.11, 330.0)):
        tt = np.clip(t - st, 0, None)
        on = t >= st
        tone = (np.sin(2 * np.pi * f * tt) + 0.35 * np.sin(2 * np.pi * f * 2.71 * tt) * np.exp(-tt / 0.01))
        x += on * tone * np.exp(-tt / 0.035)
    att = int(0.001 * SR)
    x[:att] *= np.linspace(0, 1, att)
    return fade(lowpass(x, 3000), 0, 0.05)


# ------------------------------------------------------------------ music
def theme(seed=2024, parts=("pad", "bass", "melody")):
    """96 s loop at 75 bpm (30 bars of 4/4) in D major pentatonic (D E F# A B).
    Everything is rendered circularly: notes that ring past the end wrap to the start,
    the reverb is a circular convolution, so the loop has no seam."""
    rng = np.random.default_rng(seed)
    bpm = 75.0
    beat = 60.0 / bpm
    bars = 30
    L = int(round(bars * 4 * beat * SR))
    out = np.zeros((L, 2))

    def add(sig, start_s, pan=0.0, gain=1.0, part="melody"):
        if part not in parts:
            return
        k = int(round(start_s * SR)) % L
        gl = gain * np.cos((pan + 1) * np.pi / 4)
        gr = gain * np.sin((pan + 1) * np.pi / 4)
        idx = (np.arange(len(sig)) + k) % L
        np.add.at(out[:, 0], idx, sig * gl)
        np.add.at(out[:, 1], idx, sig * gr)

    scale = [0, 2, 4, 7, 9]               # D pentatonic degrees (semitones from D)
    D4 = 62

    def pent(step, base=D4):
        o, d = divmod(step, 5)
        return base + 12 * o + scale[d]

    # chord roots per bar (in pentatonic steps from D): I, vi, ii(sus), V(sus) ...
    prog = [0, -2, 1, 3] * 2 + [0, 3, -2, 1] + [0, -2, 1, 3] * 2 + [-2, 1, 3, 0] + [0, -2, 1, 3] * 2 \
        + [0, 3, -2, 1] + [0, -2]
    prog = prog[:bars]

    # pad: slow soft chords (sine + detuned saw-ish partials, low-passed), circular
    for b, root in enumerate(prog):
        start = b * 4 * beat
        dur = 4 * beat * 1.25
        n = int(dur * SR)
        t = np.arange(n) / SR
        env = np.sin(np.pi * np.clip(t / dur, 0, 1)) ** 2
        sig = np.zeros(n)
        for j, st in enumerate((root, root + 2, root + 4, root + 6)):
            m = pent(st, 50)
            f = midi(m)
            for det in (-0.12, 0.12):
                ff = f * 2 ** (det / 12 / 10)
                for h, a in ((1, 1.0), (2, 0.30), (3, 0.12), (4, 0.05)):
                    sig += a * np.sin(2 * np.pi * ff * h * t + rng.uniform(0, 6.28)) / (1 + 0.3 * j)
        add(sig * env, start, pan=(-0.3 if b % 2 else 0.3), gain=0.035, part="pad")
        # bass: a low pluck on beat 1 and beat 3
        for bt, g in ((0, 0.55), (2, 0.35)):
            bm = pent(root, 38)
            add(pluck(midi(bm), 3.0, seed=b * 7 + bt, bright=0.6, decay=1.6), start + bt * beat, 0.0, g * 0.36, part="bass")

    # melody: phrases of 2 bars, motif-based random walk on the pentatonic, with rests.
    motifs = [
        [(0, 1.0), (1, 0.5), (2, 0.5), (4, 1.5), (3, 0.5)],
        [(2, 1.5), (1, 0.5), (0, 1.0), (-1, 1.0)],
        [(4, 0.5), (3, 0.5), (2, 1.0), (1, 1.0), (2, 1.0)],
        [(0, 2.0), (2, 1.0), (1, 1.0)],
        [(3, 1.0), (4, 0.5), (5, 0.5), (4, 1.0), (2, 1.0)],
        [(1, 0.5), (2, 0.5), (4, 1.0), (2, 2.0)],
    ]
    bar_len = 4 * beat

    def mel(step, t0, beats, gain, pan, glide=0.0, octave=0):
        step = max(-1, min(step, 9))
        m = pent(step) + 12 * octave
        s = pluck(midi(m), min(3.8, beats * beat + 2.2), seed=int(rng.integers(1 << 30)),
                  bright=1.0, glide=glide, decay=1.1 if octave == 0 else 0.8)
        add(s, t0 + float(rng.normal(0, 0.008)), pan=pan, gain=gain)

    for b in range(bars):
        root = prog[b]
        pos = b % 4
        t0 = b * bar_len
        section_b = 16 <= b < 24          # a sparser, higher middle section
        if section_b:
            # slow harmonics-like notes an octave up, one every two beats, soft
            for k in range(2):
                if rng.random() < 0.85:
                    deg = root + int(rng.choice([0, 2, 4]))
                    mel(deg, t0 + 2 * k * beat, 2, 0.20, float(rng.uniform(-0.4, 0.4)), octave=1)
            continue
        if pos == 3:
            # phrase ending: a long chord tone with a bend, an octave dyad under it
            deg = root + int(rng.choice([0, 2, 5]))
            mel(deg, t0, 3, 0.44, 0.0, glide=1.5)
            mel(deg - 5, t0 + 0.035, 3, 0.20, -0.2)
            continue
        mot = motifs[rng.integers(len(motifs))]
        shift = root + int(rng.choice([0, 0, 2]))
        while shift + max(d for d, _ in mot) > 9:
            shift -= 5
        while shift + min(d for d, _ in mot) < -1:
            shift += 5
        tt = t0
        for (deg, ln) in mot:
            if not (ln <= 0.5 and rng.random() < 0.12):      # now and then drop a passing note
                gl = 1.5 if (ln >= 1.0 and rng.random() < 0.25) else 0.0
                mel(deg + shift, tt, ln, 0.40 * (0.85 + 0.25 * rng.random()),
                    float(rng.uniform(-0.2, 0.2)), glide=gl)
            tt += ln * beat

    # gentle high-end roll-off, then circular stereo reverb
    out = lowpass(out, 9000)
    wet = simple_reverb(out[:, 0] + out[:, 1], seconds=2.8, mix=1.0, seed=9, circular=True, stereo=True)
    out = out * 0.8 + wet * 0.22
    return out


def main():
    assets = sys.argv[1]
    theme_wav = sys.argv[2] if len(sys.argv) > 2 else None
    snd = os.path.join(assets, "sounds")
    os.makedirs(snd, exist_ok=True)
    write_wav(os.path.join(snd, "click.wav"), click(), -3.0)
    write_wav(os.path.join(snd, "win.wav"), win(), -3.0)
    write_wav(os.path.join(snd, "illegal.wav"), illegal(), -6.0)
    write_wav(os.path.join(snd, "capture.wav"), capture(), -6.0)
    if theme_wav:
        write_wav(theme_wav, theme(), -3.0)


if __name__ == "__main__":
    main()
