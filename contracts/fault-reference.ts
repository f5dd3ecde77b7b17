/**
 * What a fault of the server (a 500) quotes of its request's id (the `X-Request-Id` it answers
 * with, the `reqId` of its log lines): the server in its message, the pages after their own words.
 * Eight characters are enough to find the fault in a parish's log.
 */
export const faultReference = (requestId: string) => requestId.slice(0, 8);
