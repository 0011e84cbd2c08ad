/** What a route of app/router.tsx gives the navigation through `useMatches`. */
export interface RouteHandle {
  /** Key under `titles.*`; the document title is `<name> | Space` (spec §2). */
  titleKey: string;
}
