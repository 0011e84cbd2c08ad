/**
 * The section's layout: on a phone the heading, the stage and the controls one under the other;
 * from the lg breakpoint the stage on the left (as wide as the gallery above) and the heading
 * with the controls centred beside it, in the 360 px column of the page's side panel. The lazy
 * preview and its skeleton place their parts with the same classes.
 */
export const SECTION_GRID =
  'mt-12 grid gap-x-8 gap-y-5 lg:grid-cols-[minmax(0,1fr)_360px] lg:grid-rows-[1fr_auto_auto_1fr]';
export const HEADING_PLACE = 'lg:col-start-2 lg:row-start-2';
export const STAGE_PLACE = 'lg:col-start-1 lg:row-span-4 lg:row-start-1';
export const CONTROLS_PLACE = 'flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-start-3';

/** The stage behind a virtual device (and its skeleton), in both themes. */
export const STAGE_CLASS =
  'relative aspect-[16/9] overflow-hidden rounded-[var(--radius-card)] border border-border bg-[radial-gradient(120%_100%_at_50%_0%,var(--space-surface)_0%,var(--space-surface-2)_75%)]';

/** The device switch: two buttons a row on a phone, a column beside the stage. */
export const SWITCH_CLASS = 'grid grid-cols-2 gap-2 lg:grid-cols-1';
export const SWITCH_BUTTON_CLASS = 'flex min-h-14 flex-col justify-center rounded-xl px-4 py-2';
