/** A font file imported by its URL (webpack's asset modules, shared/config). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
