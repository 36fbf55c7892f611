/**
 * Writes the content model's types as Payload generates them (to PAYLOAD_TS_OUTPUT_PATH) from the
 * config at CONFIG_FILE, with Payload's own generateTypes; run by tests/unit/payload-types.spec.ts.
 * The work is awaited at the module's top level: when the import of the config never settles
 * (seen in about one run of four, under tsx's module hooks on Node 20; `payload generate:types`
 * then ends with exit code 0 having written nothing), Node ends this with exit code 13.
 */
import { generateTypes } from 'payload/node'

const { default: config } = await import(process.env.CONFIG_FILE!)
await generateTypes(await config, { log: false })
