import { buttonClassName } from '@/components/ui/button';
import styles from './extension.module.css';

interface LinkSignInProps {
  loginHref: string;
  /** Sign in first, or (`alert`) the session has ended. */
  message: string;
  alert?: boolean;
  signIn: string;
}

/**
 * What the link form shows a visitor: sign in first, then come back. The server draws it (every server render is a
 * visitor's: the page is cached) until ./link-account-form.tsx has loaded, and that form draws it too. No hooks.
 */
export function LinkSignIn({ loginHref, message, alert = false, signIn }: LinkSignInProps) {
  return (
    <div className={styles.form}>
      <p role={alert ? 'alert' : undefined}>{message}</p>
      <p>
        <a href={loginHref} className={buttonClassName('primary')}>
          {signIn}
        </a>
      </p>
    </div>
  );
}
