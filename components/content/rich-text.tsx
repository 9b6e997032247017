import { sanitizeRichText } from '@/lib/content/sanitize';
import styles from './rich-text.module.css';

interface RichTextProps {
  /** CMS HTML as authored: sanitized here, on the server, before it reaches the page. */
  html: string | null | undefined;
  className?: string;
}

/** CMS HTML (articles, announcements, FAQ answers, content blocks) after the server-side sanitizer. */
export function RichText({ html, className }: RichTextProps) {
  const safe = sanitizeRichText(html);
  if (!safe) return null;
  return <div className={[styles.rich, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: safe }} />;
}
