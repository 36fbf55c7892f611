import { options, type VNode } from 'preact'

/**
 * React DOM refuses `javascript:` addresses in the attributes that navigate or load, so a link an
 * editor left unchecked (a draft skips the CMS's link validation) cannot run script when clicked.
 * Preact does not (src/lib/browser-framework.ts), so the browser bundle keeps React's rule here,
 * once for every element: such an attribute is dropped. The pattern is React DOM's own.
 */
const javascriptURL = /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i
const urlAttributes = ['href', 'src', 'action', 'formAction', 'xlinkHref', 'xlink:href'] as const

export const isJavaScriptURL = (value: unknown) => javascriptURL.test(String(value))

/** Drops `javascript:` addresses from an element's props (in place), as React DOM does. */
export function withoutJavaScriptURLs(props: Record<string, unknown>) {
  for (const name of urlAttributes) if (name in props && isJavaScriptURL(props[name])) delete props[name]
}

const next = options.vnode
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string' && vnode.props) withoutJavaScriptURLs(vnode.props as Record<string, unknown>)
  next?.(vnode)
}
