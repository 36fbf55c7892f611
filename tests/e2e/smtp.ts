import { SMTPServer } from 'smtp-server'

/** A message the test SMTP server accepted: its envelope's recipients and its subject. */
export type ReceivedMail = { to: string[]; subject: string }

/**
 * How the test SMTP server answers: `stall` takes connections and never greets (a hung server),
 * `refuse` answers MAIL FROM with 451 (a server that is busy or down for maintenance), `accept`
 * takes every message.
 */
export type SmtpMood = 'stall' | 'refuse' | 'accept'

/** The Subject header of a raw message (ASCII subjects; folded lines unfolded). */
const subjectOf = (raw: string) => {
  const headers = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ')
  return /^subject: (.*)$/im.exec(headers)?.[1].trim() ?? ''
}

/** An SMTP server of a test's own on loopback, without TLS or login, that counts what it refused and took. */
export async function startSmtp(port: number, mood: SmtpMood) {
  const state = { mood, stalled: 0, refused: 0, received: [] as ReceivedMail[] }
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1000,
    onConnect(_session, callback) {
      if (state.mood !== 'stall') return callback()
      // Never answered: the client gives up on its own.
      state.stalled++
    },
    onMailFrom(_address, _session, callback) {
      if (state.mood !== 'refuse') return callback()
      state.refused++
      callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        state.received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: subjectOf(Buffer.concat(chunks).toString('utf8')),
        })
        callback()
      })
    },
  })
  server.on('error', () => undefined)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    state,
    /** The messages received to `address` whose subject matches. */
    count: (address: string, subject: RegExp) =>
      state.received.filter((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject)).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
