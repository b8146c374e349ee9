declare module 'virtual:conf-embed-theme' {
  /** The embed's stylesheet (vite.config.ts, src/embedTheme.ts). */
  const css: string;
  export default css;
}
