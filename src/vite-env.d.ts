// a module bundled into one classic script, as a string (the `iife` plugin, vite.config.ts)
declare module '*?iife' {
  const code: string;
  export default code;
}
