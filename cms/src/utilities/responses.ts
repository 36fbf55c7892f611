/** An endpoint's or a check's answer to a request it cannot take: 400, in Payload's error shape. */
export const badRequest = (message: string) => Response.json({ errors: [{ message }] }, { status: 400 })
