/**
 * Stylesheets of lazily loaded libraries, inlined into their own chunk (see
 * docs/decisions/content-and-build.md, "Styles of lazy libraries").
 */
declare module '!!raw-loader!*' {
  const content: string
  export default content
}
