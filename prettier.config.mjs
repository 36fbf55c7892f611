// Prettier, for `npm run format` and `npm run format:check`: the code base's own style (no
// semicolons, single quotes, two spaces, trailing commas). Lines wrap at 120 characters: wide
// enough for most of today's lines to stay as they are, narrow enough for two files side by side.
/** @type {import('prettier').Config} */
export default {
  semi: false,
  singleQuote: true,
  printWidth: 120,
  trailingComma: 'all',
  arrowParens: 'always',
}
