#!/usr/bin/env python3
"""Synthesises Mawqut's short sounds into Assets/sounds/ (16-bit mono WAV, 44.1 kHz).

    python3 Scripts/make-sounds.py

reminder-chime.wav  two soft bell notes (E5 then C5) before a prayer
iqama-tone.wav      three rising notes (C5, E5, G5) at iqama
sunrise-tone.wav    three short soft beeps (A5) before sunrise
"""
import math
import pathlib
import struct
import wave

RATE = 44100
OUT = pathlib.Path("Assets/sounds")


def bell(frequency, seconds, amplitude):
    """A bell-like note: a fundamental with two decaying partials, 5 ms attack."""
    samples = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        attack = min(1.0, t / 0.005)
        value = (math.sin(2 * math.pi * frequency * t) * math.exp(-3.0 * t)
                 + 0.35 * math.sin(2 * math.pi * 2.0 * frequency * t) * math.exp(-5.0 * t)
                 + 0.15 * math.sin(2 * math.pi * 3.01 * frequency * t) * math.exp(-8.0 * t))
        samples.append(amplitude * attack * value / 1.5)
    return samples


def beep(frequency, seconds, amplitude):
    """A plain tone with 10 ms fades at both ends."""
    count = int(RATE * seconds)
    fade = int(RATE * 0.01)
    return [amplitude * min(1.0, i / fade, (count - i) / fade) * math.sin(2 * math.pi * frequency * i / RATE)
            for i in range(count)]


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def mix_at(base, part, offset_seconds):
    offset = int(RATE * offset_seconds)
    if len(base) < offset + len(part):
        base.extend([0.0] * (offset + len(part) - len(base)))
    for i, value in enumerate(part):
        base[offset + i] += value
    return base


def write(name, samples):
    OUT.mkdir(parents=True, exist_ok=True)
    with wave.open(str(OUT / name), "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(b"".join(struct.pack("<h", max(-32767, min(32767, int(round(v * 32767))))) for v in samples))
    print(f"wrote {OUT / name} ({len(samples) / RATE:.2f} s)")


def main():
    chime = mix_at(bell(659.25, 1.6, 0.5), bell(523.25, 1.6, 0.5), 0.45)
    write("reminder-chime.wav", chime)
    iqama = []
    for index, frequency in enumerate((523.25, 659.25, 783.99)):
        mix_at(iqama, bell(frequency, 1.4, 0.45), 0.3 * index)
    write("iqama-tone.wav", iqama)
    sunrise = []
    for index in range(3):
        mix_at(sunrise, beep(880.0, 0.18, 0.3), 0.4 * index)
    write("sunrise-tone.wav", sunrise + silence(0.1))


if __name__ == "__main__":
    main()
