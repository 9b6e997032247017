import type { Member } from '../../../lib/contract/wire';
import type { UserRow } from '../../http';

export function toMember(user: UserRow): Member {
  return { id: user.id, userName: user.userName, name: user.name, phone: user.phone, email: user.email };
}
