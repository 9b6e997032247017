import styles from './form-alert.module.css';

/**
 * The inline message above a form: an error (role="alert") or a notice (role="status"), antd Alert's look with
 * its icon, without antd (the sign-in forms load none).
 */
export function FormAlert({ error, notice }: { error?: string | null; notice?: string | null }) {
  if (error) return <Message tone="error" text={error} />;
  if (notice) return <Message tone="success" text={notice} />;
  return null;
}

function Message({ tone, text }: { tone: 'error' | 'success'; text: string }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`}>
      <svg aria-hidden="true" className={styles.icon} viewBox="0 0 16 16" width="16" height="16">
        <circle cx="8" cy="8" r="8" fill="currentColor" />
        {tone === 'error' ? (
          <path d="M5.5 5.5l5 5m0-5l-5 5" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
        ) : (
          <path d="M4.5 8.2l2.3 2.3 4.7-4.7" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" fill="none" />
        )}
      </svg>
      <span className={styles.text}>{text}</span>
    </div>
  );
}
