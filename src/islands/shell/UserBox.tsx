import { useStore } from '@nanostores/react';
import { logout } from '../../lib/auth/auth';
import { shellTexts, startShell } from '../../lib/shell/shell';
import { $groupCode, $points, $userInfo } from '../../lib/participant/participant';
import { usePathname } from '../ui/usePathname';
import UserBoxView from './UserBoxView';

startShell();

/**
 * The top bar's user box as an island: the texts follow the shell stores, the
 * logout icon logs out, and the link is marked while the profile is shown (the top bar
 * persists across client-side navigations). Mounted client:only over a static fallback
 * that the session cache already filled, so the swap is invisible.
 */
export default function UserBox() {
  const texts = shellTexts(useStore($userInfo), useStore($points), useStore($groupCode));
  const current = usePathname().startsWith('/profile');
  return <UserBoxView texts={texts} current={current} onLogout={logout} />;
}
