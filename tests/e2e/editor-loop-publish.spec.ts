import { expect, test } from '@playwright/test'
import { adminLogin, buildPanel, settled, writtenAt } from './build-status'
import { saveScreenshot } from './screenshots'
import { cmsQuery, hydratedField, siteURL } from './stack'

/**
 * An editor publishes a title in the admin, and the served site and its search show it without any
 * command. Publishing tells the editor: the document view follows the site build of the change,
 * then says "Live on the site" with a link to the page (cms/src/components/PublishStatus.tsx), and
 * the side bar's build state says the site is live; the Live Preview's label follows the
 * document's state, and the site's pop-ups stay out of the preview. Real builds: with the editors'
 * loop.
 */
test.describe.configure({ mode: 'serial', timeout: 420_000 })
test.use({ viewport: { width: 1366, height: 900 } })

// The demo article with a picture in its text (cms/src/seed/steps.ts).
const slug = 'record-marketing-sales-first-half'

test('after Publish the document view shows the build, then "Live on the site" with a working link; the preview reads "published", and the served site and its search show the new title', async ({
  page,
}) => {
  const before = await settled()
  const facilitiesWritten = writtenAt('facilities')
  const { Posts } = await cmsQuery<{ Posts: { docs: { id: number; title: string }[] } }>(
    `{ Posts(where: { slug: { equals: "${slug}" } }, locale: en) { docs { id title } } }`,
  )
  const post = Posts.docs[0]
  // A word of letters only, for the site search to find.
  const word = `upd${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`
  const title = `${post.title.replace(/ \(checked \w+\)$/, '')} (checked ${word})`

  await adminLogin(page)
  await page.goto(`/admin/collections/posts/${post.id}?locale=en`)
  const field = page.locator('#field-title')
  await expect(field).toHaveValue(post.title, { timeout: 60_000 })
  const status = page.locator('.publish-status')
  await expect(status).toHaveCount(0)

  // The Live Preview beside the form, at the phone's width: a draft is being edited.
  const toggler = page.locator('#live-preview-toggler')
  if (!(await toggler.getAttribute('class'))?.includes('--active')) await toggler.click()
  await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
  await page.getByRole('button', { name: 'Phone', exact: true }).click()
  const frame = page.frameLocator('#live-preview-iframe')
  await expect(frame.locator('main h1')).toHaveText(post.title, { timeout: 30_000 })
  await hydratedField(field)
  await field.fill(title)
  await expect(frame.locator('main h1')).toHaveText(title, { timeout: 30_000 })

  await page.getByRole('button', { name: /^Publish changes$/ }).click()
  // The build's progress first, then the page's address once the change is live.
  await expect(status).toHaveAttribute('data-state', /waiting|building/, { timeout: 30_000 })
  await expect(status).toContainText(/Published: the site (build starts in a moment|is being built with this change)/)
  await expect(status).toHaveAttribute('data-state', 'live', { timeout: 300_000 })
  await expect(status).toContainText('Live on the site')
  const link = status.getByRole('link', { name: 'Open the page' })
  await expect(link).toHaveAttribute('href', `${siteURL}/news/${slug}/`)
  const html = await (await fetch(`${siteURL}/news/${slug}/`)).text()
  expect(html).toContain(title)

  // The preview's label follows the document: now published.
  const banner = frame.locator('.preview-banner')
  await expect(banner).toHaveText(/^Preview of the published version/, { timeout: 30_000 })
  // No pop-up covers the page being checked; the picture in the text stays inside the pane.
  await expect(frame.locator(':root')).toHaveAttribute('data-preview', '')
  for (const popUp of ['.popup-banner', '.compare-tray', '.whatsapp-bar'])
    await expect(frame.locator(popUp).first()).toBeHidden()
  const picture = frame.locator('.rich-text figure img')
  await picture.scrollIntoViewIfNeeded()
  const overflow = await picture.evaluate((img) => ({
    right: img.getBoundingClientRect().right,
    width: document.documentElement.clientWidth,
    scroll: document.documentElement.scrollWidth,
  }))
  expect(overflow.right).toBeLessThanOrEqual(overflow.width)
  expect(overflow.scroll).toBeLessThanOrEqual(overflow.width)
  // The same picture in the form's rich text stays in the form, left of the preview pane (its
  // node, shown with the picture or, when the upload's file is not at hand, its file icon).
  const editorPicture = page.locator('.LexicalEditorTheme__upload').first()
  await editorPicture.scrollIntoViewIfNeeded()
  const pane = await page.locator('.live-preview-window').boundingBox()
  const inForm = await editorPicture.boundingBox()
  expect(inForm!.x + inForm!.width).toBeLessThanOrEqual(pane!.x)
  await saveScreenshot(page, 'editor-loop-publish', 'published-live')

  // Opening the document again starts without a message: it belongs to a publish made here.
  await page.reload()
  await expect(field).toHaveValue(title, { timeout: 60_000 })
  await expect(status).toHaveCount(0)
  const after = await settled()
  expect(after.builds).toBeGreaterThan(before.builds)
  expect(after.lastFailure).toBeNull()
  // A page that shows no news was not rendered again.
  expect(writtenAt('facilities')).toBe(facilitiesWritten)
  // The side bar tells the editor the site is live again.
  await expect((await buildPanel(page)).locator('.site-build-status__live')).toContainText('Live since', {
    timeout: 15_000,
  })
  // The release went live before its search index; once the build state says the index is the
  // release's own, the site search finds the new title.
  expect(after).toMatchObject({ search: 'current', searchFailure: null })
  await page.goto(`/search/?q=${word}`)
  await expect(page.locator(`.search-result a[href="/news/${slug}/"]`)).toBeVisible({ timeout: 30_000 })
})
