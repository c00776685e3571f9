// Static files imported by webpack's asset modules resolve to their URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.mp4' {
  const url: string;
  export default url;
}
declare module '*.webm' {
  const url: string;
  export default url;
}
declare module '*.pdf' {
  const url: string;
  export default url;
}
// `?inline`: embedded as a data URL (see tooling/webpack/create-config.cjs).
declare module '*.svg?inline' {
  const dataUrl: string;
  export default dataUrl;
}
