import { Link } from '@/lib/i18n/navigation';
import styles from './header.module.css';

export interface AccountMenuLabels {
  login: string;
  register: string;
  accountMenu: string;
  personalCenter: string;
  logout: string;
  loadingMember: string;
}

export interface AccountMenuProps {
  homeHref: string;
  labels: AccountMenuLabels;
}

/** Log in / Register, shown to visitors without a session. */
export function AccountLinks({ login, register }: { login: string; register: string }) {
  return (
    <div className={styles.account}>
      <Link href="/login" className={styles.loginButton}>
        {login}
      </Link>
      <Link href="/register" className={styles.registerButton}>
        {register}
      </Link>
    </div>
  );
}

/** While the member is being loaded. */
export function AccountLoading({ label }: { label: string }) {
  return (
    <div className={styles.account} aria-busy="true">
      <span className={styles.accountLoading}>{label}</span>
    </div>
  );
}
