import { handleGatewayRequest } from '@/lib/gateway/gateway';

export const dynamic = 'force-dynamic';

export const GET = handleGatewayRequest;
export const POST = handleGatewayRequest;
export const PUT = handleGatewayRequest;
export const PATCH = handleGatewayRequest;
export const DELETE = handleGatewayRequest;
