import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Locale-aware Link, redirect and hooks: hrefs never carry the internal site segment. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
