import { checkEntryName, isPluginFolder } from '@space/contracts/package-names';
import type { PackageFinding } from '@space/contracts/package-report';

/**
 * One finding per rule and severity (decision 077): a report from before the server merged
 * them, or merged across levels, still shows each rule once, every offending entry once in it.
 */
export interface GroupedFinding extends PackageFinding {
  /** Every offending entry, each once, in the order found. */
  files: string[];
}

export function groupFindings(findings: readonly PackageFinding[]): GroupedFinding[] {
  const groups: GroupedFinding[] = [];
  for (const finding of findings) {
    const files = finding.entries ?? (finding.entry !== undefined ? [finding.entry] : []);
    const same = groups.find((g) => g.code === finding.code && g.severity === finding.severity);
    if (same && (files.length > 0 || same.files.length > 0)) {
      for (const file of files) if (!same.files.includes(file)) same.files.push(file);
      if (finding.moreEntries) same.moreEntries = (same.moreEntries ?? 0) + finding.moreEntries;
      continue;
    }
    groups.push({ ...finding, files: [...new Set(files)] });
  }
  return groups;
}

/** A name part kept to the naming rule of spec §5: "my-icon@2x.png" → "my_icon_2x.png". */
function fixedSegment(segment: string, folder: boolean): string {
  const dot = folder ? -1 : segment.lastIndexOf('.');
  const stem = dot > 0 ? segment.slice(0, dot) : segment;
  const extension = dot > 0 ? segment.slice(dot + 1).replace(/[^A-Za-z0-9]/g, '') : '';
  const clean = stem.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '') || 'file';
  return extension ? `${clean}.${extension.slice(0, 10)}` : clean;
}

/**
 * The entry's path renamed to keep the naming rule, or null when it already does (or cannot be
 * fixed by renaming). The plugin folder at the top keeps its dots.
 */
export function suggestedName(entry: string): string | null {
  if (checkEntryName(entry).ok) return null;
  const isFolder = entry.endsWith('/');
  const segments = (isFolder ? entry.slice(0, -1) : entry).split('/');
  const fixed = segments.map((segment, index) => {
    if (index === 0 && isPluginFolder(segment)) return segment;
    const folder = isFolder || index < segments.length - 1;
    const alone = folder ? `${segment}/` : segment;
    return checkEntryName(alone).ok ? segment : fixedSegment(segment, folder);
  });
  const suggestion = fixed.join('/') + (isFolder ? '/' : '');
  return suggestion !== entry && checkEntryName(suggestion).ok ? suggestion : null;
}
