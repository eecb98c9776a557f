#!/usr/bin/env bash
# Writes the audio fixtures of Tests/AudioALSATests (needs sox and lame):
# a one-second 440 Hz tone at half amplitude, 44.1 kHz mono, as MP3 (with the
# LAME tag that makes decoding gapless) and as WAV, and a stereo MP3 at 48 kHz.
set -euo pipefail
cd "$(dirname "$0")/../Tests/AudioALSATests/Fixtures"
sox -n -r 44100 -c 1 -b 16 tone-440hz-1s.wav synth 1.0 sine 440 vol 0.5
lame --quiet -b 128 tone-440hz-1s.wav tone-440hz-1s.mp3
sox -n -r 48000 -c 2 -b 16 stereo.wav synth 0.5 sine 330 vol 0.4
lame --quiet -b 160 stereo.wav tone-330hz-stereo-48k.mp3
rm stereo.wav
