import type { Payload } from 'payload'
import { readBrand } from '../admin/brand'

/** The brand's logo and name on the admin's login screen (admin.components.graphics.Logo). */
export async function BrandLogo({ payload }: { payload: Payload }) {
  const brand = await readBrand(payload)
  return (
    <span className="brand-logo" style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
      {brand.logo ? (
        <img
          className="brand-logo__image"
          src={brand.logo.url}
          alt=""
          height={48}
          style={{ height: 48, width: 'auto' }}
        />
      ) : null}
      <span className="brand-logo__name">{brand.name}</span>
    </span>
  )
}

/** The brand's logo in the admin's header, a link to the dashboard (admin.components.graphics.Icon). */
export async function BrandIcon({ payload }: { payload: Payload }) {
  const brand = await readBrand(payload)
  return brand.logo ? (
    <img
      className="brand-icon brand-icon--image"
      src={brand.logo.url}
      alt={brand.name}
      title={brand.name}
      height={20}
      style={{ height: 20, width: 'auto' }}
    />
  ) : (
    <span className="brand-icon" style={{ fontWeight: 600 }}>
      {brand.name}
    </span>
  )
}
