/** Built by route-texts.ts (vite plugin): page name -> the features whose texts it uses; '*' the shell. */
declare module 'virtual:route-texts' {
  const routeTexts: Record<string, readonly string[]>;
  export default routeTexts;
}
