import type { VideoDetail } from '@space/contracts/videos';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIsClient } from '../../lib/use-is-client.ts';
import { currentToken, useIsLoggedIn } from '../../stores/token.ts';
import { ProgressSaver } from './progress-saver.ts';
import {
  laterPosition,
  readLocalPosition,
  resumePosition,
  writeLocalPosition,
  type SavedPosition,
} from './resume.ts';
import { getVideoProgressQueryOptions, videosApi } from './videos-api.ts';

/** Seconds between saves while playing; the server allows one every 5 s on average. */
const SAVE_INTERVAL_MS = 10_000;

/**
 * Where the viewer left this tutorial and how to remember where they are now (decision 034).
 * Every browser keeps positions (a visitor's only copy); a signed-in viewer's also go to the
 * server, and the later of the two wins, so a save the server missed is not lost.
 * Use it in a component keyed by the video's id.
 */
export function useResume(video: VideoDetail): {
  ready: boolean;
  startAt: number;
  report: (seconds: number, force: boolean) => void;
} {
  const loggedIn = useIsLoggedIn();
  // The browser's saved position is unknown to a first view rendered on the server: the player
  // waits for hydration (decision 060), as it waits for a signed-in viewer's position.
  const isClient = useIsClient();
  const progress = useQuery({
    ...getVideoProgressQueryOptions(video.id),
    enabled: loggedIn,
    refetchOnWindowFocus: false,
  });
  const [local] = useState(() => readLocalPosition(video.id));
  const [saver] = useState(
    () =>
      new ProgressSaver(async (seconds) => {
        const position = Math.min(seconds, video.durationSeconds);
        writeLocalPosition(video.id, position);
        if (currentToken()) await videosApi.saveProgress(video.id, position);
      }, SAVE_INTERVAL_MS),
  );
  const server: SavedPosition | null = progress.data?.updatedAt
    ? { seconds: progress.data.positionSeconds, savedAt: Date.parse(progress.data.updatedAt) }
    : null;
  const saved = laterPosition(loggedIn ? server : null, local);
  return {
    // A failed read is no reason not to play: the browser's copy is used.
    ready: isClient && (!loggedIn || !progress.isPending),
    startAt: resumePosition(saved?.seconds, video.durationSeconds),
    report: (seconds, force) => saver.report(seconds, force),
  };
}
