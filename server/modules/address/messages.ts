// Messages of the address book.
import { messageTable } from '../../kernel/message-table.ts';

export const addressMessages = messageTable({
  countryNotFound: ['国家/地区不存在', 'Unknown country.'],
  regionNotFound: ['所选省/州不属于该国家', 'The region does not belong to the chosen country.'],
  regionRequired: ['请选择省/州', 'Please choose a state or province.'],
  postcodeInvalid: ['邮编格式不正确', 'The postcode is not valid for this country.'],
  addressNotFound: ['地址不存在', 'The address does not exist.'],
});
