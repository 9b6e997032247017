// The transport module: transport modes, the public face of shipping methods (a method with its fee table
// by zone and weight band). Router: transportRoutes. Other modules call nothing here.
import { mountRouters } from '../../kernel/router.ts';
import { transportRoutes } from './routes.ts';

/** Mounts the transport-mode routes under /api. */
export const mountTransport = mountRouters(transportRoutes);
