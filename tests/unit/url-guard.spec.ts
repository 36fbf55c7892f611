import { expect, test } from '@playwright/test'
import { h } from 'preact'
import { isJavaScriptURL } from '../../src/lib/url-guard'

test('javascript: addresses are recognised as React DOM recognises them, other addresses are not', () => {
  for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' \u0001javascript:x', 'java\nscript:x', 'j\ta\rv\na\ts\nc\rr\ti\np\tt:x']) {
    expect(isJavaScriptURL(bad), JSON.stringify(bad)).toBe(true)
  }
  for (const ok of ['/news/', 'https://example.com/javascript:x', 'mailto:a@b.example', 'tel:+62215550000', 'data:image/png;base64,x', '']) {
    expect(isJavaScriptURL(ok), ok).toBe(false)
  }
})

test('an element made by the browser bundle loses a javascript: address and keeps the rest', () => {
  const link = h('a', { href: 'javascript:window.__xss=1', className: 'button', title: 'Go' })
  expect(link.props).toEqual({ className: 'button', title: 'Go' })
  const image = h('img', { src: ' javascript:x', alt: '' })
  expect(image.props).toEqual({ alt: '' })
  const form = h('form', { action: 'JavaScript:x', method: 'post' })
  expect(form.props).toEqual({ method: 'post' })
  expect(h('a', { href: '/news/' }).props).toEqual({ href: '/news/' })
})
