// Messages of shipping: fee checks and surcharge names.
import { messageTable } from '../../kernel/message-table.ts';

export const shippingMessages = messageTable({
  unknownCountry: ['未知的国家/地区代码', 'Unknown country code'],
  unknownGoodsType: ['未知的货物类型', 'Unknown goods type'],
  shippingOverweight: ['超过该渠道最大重量 {max} kg', 'Exceeds the maximum weight of {max} kg'],
  shippingOversize: ['单边长度超过该渠道上限 {max} cm', 'A side exceeds the maximum of {max} cm'],
  shippingGoodsTypeNotAllowed: ['该渠道不接受此类货物', 'This goods type is not accepted'],
  surchargeFuel: ['燃油附加费', 'Fuel surcharge'],
  surchargeHandling: ['操作费', 'Handling fee'],
});
