import { useContext } from 'react';
import { ShellStringsContext, type ShellStrings } from './shell-strings';

/** SPEC literals: used only if a view renders outside the root layout. */
const FALLBACK: ShellStrings = {
  errorSubtitle: '页面出错',
  errorUnknown: '',
  errorCode: '{digest}',
  retry: '重试',
  backHome: '首页',
  loading: '加载中…',
  homeHref: '/',
};

/** The shell's texts (./shell-strings), for the error and loading views. */
export function useShellStrings(): ShellStrings {
  return useContext(ShellStringsContext) ?? FALLBACK;
}
