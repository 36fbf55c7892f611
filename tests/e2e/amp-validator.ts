type Validator = {
  validateString(html: string): {
    status: 'PASS' | 'FAIL' | 'UNKNOWN'
    errors: { severity: string; line: number; col: number; message: string }[]
  }
}

/**
 * The official AMP validator, offline: amphtml-validator with the rules file that Next.js 15
 * ships (tests/tools/amp-validator), instead of downloading it from cdn.ampproject.org.
 */
export async function ampValidator(): Promise<Validator> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the package has no type declarations: its type is written here
  const amphtml = require('amphtml-validator') as { getInstance(validatorJs: string): Promise<Validator> }
  const rules =
    require.resolve('amp-validator-rules/node_modules/next/dist/compiled/amphtml-validator/validator_wasm.js')
  return amphtml.getInstance(rules)
}
