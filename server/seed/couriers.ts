// The inbound couriers the demo parcels come by (server/modules/parcels/carriers.ts), with their English names.
import { inboundCarrier } from '../modules/parcels/index.ts';

export type Courier = [code: string, name: string];

const courier = (code: string): Courier => [code, inboundCarrier(code)?.nameEn ?? code];

export const [SF, YTO, ZTO, STO, YUNDA, JD, EMS] = ['SF', 'YTO', 'ZTO', 'STO', 'YUNDA', 'JD', 'EMS'].map(courier);
