/**
 * Writes the content model's types as Payload generates them (to PAYLOAD_TS_OUTPUT_PATH) from the
 * config at CONFIG_FILE, with Payload's own generateTypes; run by tests/unit/payload-types.spec.ts.
 * The work is awaited at the module's top level, so that a run that never got to it fails: Node
 * then ends the process with exit code 13 ("unsettled top-level await"). Run without
 * `--conditions=production`, that happened in 4 runs of 8 on Node 20: the Node entries of
 * Lexical's packages (`Lexical.node.mjs` and the like) await an import of their build at their
 * top level, and Node 20 now and then leaves such an import unsettled when several of them load
 * at once, as the rich-text editor's modules do. The `production` condition resolves each of them
 * to its production build, which has no top-level await: 10 runs of 10 wrote the file.
 */
import { generateTypes } from 'payload/node'

const { default: config } = await import(process.env.CONFIG_FILE!)
await generateTypes(await config, { log: false })
