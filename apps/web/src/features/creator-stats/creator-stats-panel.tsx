/** The creator dashboard tab of /contentUpload; built by the creator-statistics work (issue 11). */
export function CreatorStatsPanel() {
  return null;
}
