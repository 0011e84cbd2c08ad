#!/usr/bin/env bash
# Regenerates the hero background loops in apps/web/public/media (needs Debian's ffmpeg).
# They are committed, so neither a build nor a start needs ffmpeg or the network.
set -euo pipefail
cd "$(dirname "$0")/../../apps/web/public/media"
declare -A COLORS=(
  [light]="c0=ece9ff:c1=d6f5fb:c2=efe2ff:c3=dde9ff"
  [dark]="c0=1b1640:c1=0b2530:c2=2a1450:c3=0d1b3a"
)
for theme in light dark; do
  ffmpeg -loglevel error -y -f lavfi \
    -i "gradients=s=960x540:${COLORS[$theme]}:nb_colors=4:speed=0.01:duration=8:rate=24,format=yuv420p" \
    -c:v libvpx-vp9 -b:v 200k -deadline good -an "hero-$theme.webm"
  ffmpeg -loglevel error -y -ss 2 -i "hero-$theme.webm" -frames:v 1 -c:v libwebp -quality 70 "hero-$theme.webp"
done
