/** Stylesheets of lazily loaded libraries, inlined into their own chunk (see docs/DECISIONS.md "Blocks"). */
declare module '!!raw-loader!*' {
  const content: string
  export default content
}
