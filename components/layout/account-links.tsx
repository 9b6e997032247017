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
  /** Home, the sign-in and the register page in the page's language. */
  hrefs: { home: string; login: string; register: string; personalCenter: string };
  labels: AccountMenuLabels;
}

/** Log in / Register, shown to visitors without a session (plain links: the header follows them client-side). */
export function AccountLinks({ hrefs, labels }: AccountMenuProps) {
  return (
    <div className={styles.account}>
      <a href={hrefs.login} data-soft="" className={styles.loginButton}>
        {labels.login}
      </a>
      <a href={hrefs.register} data-soft="" className={styles.registerButton}>
        {labels.register}
      </a>
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
