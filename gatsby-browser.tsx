export { wrapPageElement } from './src/wrap-page'
