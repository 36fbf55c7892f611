/**
 * What the consumers of the content model make of a development kind (its value and GraphQL
 * spelling in the arguments), printed as JSON. tests/unit/content-model.spec.ts runs it in a copy
 * of the code whose model alone has that kind added.
 */
import type { SelectField } from 'payload'

async function main() {
  const [kind, graphQLKind] = process.argv.slice(2)
  const { Projects } = await import('../../cms/src/collections/Projects')
  const routes = await import('../../src/lib/routes')
  const i18n = await import('../../src/lib/i18n')
  const { developmentsPerKind } = await import('../../cms/src/seed/content/projects')
  const kindField = Projects.fields.find(
    (field): field is SelectField => field.type === 'select' && field.name === 'kind',
  )!
  console.log(
    JSON.stringify({
      cmsOptions: kindField.options,
      listSegments: routes.developmentListSegments,
      graphQLKinds: routes.cmsKindsOf(kind),
      pagePath: routes.developmentPath(graphQLKind, 'campus'),
      labels: { EN: i18n.kindLabel(kind, 'EN'), ID: i18n.kindLabel(kind, 'ID') },
      seedCheck: developmentsPerKind([{ kind }]),
    }),
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
