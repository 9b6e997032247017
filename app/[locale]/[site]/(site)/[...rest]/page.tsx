import { notFound } from 'next/navigation';

/** Any path no page matches: the not-found page of this segment, with status 404 (SPEC section 2). */
export default function UnknownRoute(): never {
  notFound();
}
