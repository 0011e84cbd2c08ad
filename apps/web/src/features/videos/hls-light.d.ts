/** hls.js's light build has the full build's API but no types of its own in the package. */
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
