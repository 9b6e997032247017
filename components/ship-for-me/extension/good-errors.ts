// The server's field errors of an add-goods call (`goods.<i>.<field>`, the request's language) put on the goods
// they name; what names no good is one message for the banner.
import type { HandOverGood } from './hand-over';

interface FailureLike {
  response?: { data?: { error?: { validationErrors?: unknown } } };
}

export interface GoodErrors {
  /** clientKey → the server's messages for that good. */
  byGood: Record<string, string[]>;
  /** Messages that name no good of the request. */
  other: string[];
}

const MEMBER = /^goods\.(\d+)(?:\.|$)/;

export function goodErrorsOf(error: unknown, sent: readonly HandOverGood[]): GoodErrors {
  const list = (error as FailureLike | null)?.response?.data?.error?.validationErrors;
  const result: GoodErrors = { byGood: {}, other: [] };
  if (!Array.isArray(list)) return result;
  for (const issue of list as { message?: unknown; members?: unknown }[]) {
    if (typeof issue?.message !== 'string') continue;
    const member = Array.isArray(issue.members) && typeof issue.members[0] === 'string' ? issue.members[0] : '';
    const match = MEMBER.exec(member);
    const good = match ? sent[Number(match[1])] : undefined;
    if (good) (result.byGood[good.clientKey] ??= []).push(issue.message);
    else result.other.push(issue.message);
  }
  return result;
}
